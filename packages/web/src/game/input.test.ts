import { describe, expect, it } from 'vitest';
import { keyCommand, moveSelection, type KeyLike } from './input.js';

const key = (k: string, code = '', mods: Partial<KeyLike> = {}): KeyLike => ({ key: k, code, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('keyCommand', () => {
  it('digits follow the current mode, modifiers override it', () => {
    expect(keyCommand(key('5', 'Digit5'), 'digit')).toEqual({ type: 'input', value: 5, mode: 'digit' });
    expect(keyCommand(key('5', 'Numpad5'), 'centre')).toEqual({ type: 'input', value: 5, mode: 'centre' });
    expect(keyCommand(key('%', 'Digit5', { shiftKey: true }), 'digit')).toEqual({ type: 'input', value: 5, mode: 'corner' });
    expect(keyCommand(key('5', 'Digit5', { ctrlKey: true }), 'digit')).toEqual({ type: 'input', value: 5, mode: 'centre' });
    expect(keyCommand(key('5', 'Digit5', { metaKey: true }), 'digit')).toEqual({ type: 'input', value: 5, mode: 'centre' });
    expect(keyCommand(key('5', 'Digit5', { altKey: true }), 'digit')).toEqual({ type: 'input', value: 5, mode: 'colour' });
    expect(keyCommand(key('5', 'Digit5', { ctrlKey: true, shiftKey: true }), 'digit')).toEqual({ type: 'input', value: 5, mode: 'colour' });
  });
  it('maps the other keys', () => {
    expect(keyCommand(key('ArrowLeft'), 'digit')).toEqual({ type: 'select', dr: 0, dc: -1, extend: false });
    expect(keyCommand(key('ArrowDown', 'ArrowDown', { shiftKey: true }), 'digit')).toEqual({ type: 'select', dr: 1, dc: 0, extend: true });
    expect(keyCommand(key('Escape'), 'digit')).toEqual({ type: 'deselect' });
    expect(keyCommand(key('Backspace'), 'digit')).toEqual({ type: 'erase' });
    expect(keyCommand(key('Delete'), 'digit')).toEqual({ type: 'erase' });
    expect(keyCommand(key('z', 'KeyZ', { ctrlKey: true }), 'digit')).toEqual({ type: 'undo' });
    expect(keyCommand(key('Z', 'KeyZ', { ctrlKey: true, shiftKey: true }), 'digit')).toEqual({ type: 'redo' });
    expect(keyCommand(key('y', 'KeyY', { ctrlKey: true }), 'digit')).toEqual({ type: 'redo' });
    expect(keyCommand(key('x'), 'digit')).toEqual({ type: 'mode', mode: 'corner' });
    expect(keyCommand(key(' '), 'digit')).toEqual({ type: 'cycle-mode' });
    expect(keyCommand(key('p'), 'digit')).toEqual({ type: 'pause' });
    expect(keyCommand(key('Tab'), 'digit')).toBeUndefined();
    expect(keyCommand(key('c', 'KeyC', { ctrlKey: true }), 'digit')).toBeUndefined(); // leave copy alone
  });
});

describe('moveSelection', () => {
  it('moves and wraps around the edges', () => {
    expect(moveSelection(0, 0, 1)).toBe(1);
    expect(moveSelection(0, 0, -1)).toBe(8);
    expect(moveSelection(0, -1, 0)).toBe(72);
    expect(moveSelection(80, 1, 0)).toBe(8);
  });
});
