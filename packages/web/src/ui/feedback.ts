/**
 * Optional sound and haptic feedback (Settings, both off by default): a placement, a mistake and
 * the solve each have their own. Haptics use navigator.vibrate where it exists and never when
 * the player asked for reduced motion; sounds are short tones made with Web Audio (no files).
 */
import type { Settings } from '../game/settings.js';

export type FeedbackKind = 'place' | 'mistake' | 'solved';

const VIBRATION: Record<FeedbackKind, number[]> = { place: [8], mistake: [40, 60, 40], solved: [30, 50, 30, 50, 80] };
/** Tones as [frequency Hz, start s, length s]. */
const TONES: Record<FeedbackKind, [number, number, number][]> = {
  place: [[660, 0, 0.05]],
  mistake: [[220, 0, 0.12], [196, 0.13, 0.14]],
  solved: [[523, 0, 0.12], [659, 0.12, 0.12], [784, 0.24, 0.22]],
};

let audio: AudioContext | null = null;

/** What the last feedback did (the end-to-end tests read it; devices without either do nothing). */
const log: string[] = ((globalThis as Record<string, unknown>).__sudokitFeedback ??= []) as string[];

export function feedback(kind: FeedbackKind, settings: Pick<Settings, 'sound' | 'haptics'>): void {
  if (settings.haptics && typeof navigator.vibrate === 'function' && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
    navigator.vibrate(VIBRATION[kind]);
    log.push(`vibrate:${kind}`);
  }
  if (settings.sound && typeof AudioContext === 'function') {
    try {
      audio ??= new AudioContext();
      const t0 = audio.currentTime;
      for (const [freq, start, length] of TONES[kind]) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.frequency.value = freq;
        gain.gain.setValueAtTime(0.08, t0 + start);
        gain.gain.exponentialRampToValueAtTime(0.0001, t0 + start + length);
        osc.connect(gain).connect(audio.destination);
        osc.start(t0 + start);
        osc.stop(t0 + start + length);
      }
      log.push(`sound:${kind}`);
    } catch {
      // No sound on this device: the game goes on without it.
    }
  }
}
