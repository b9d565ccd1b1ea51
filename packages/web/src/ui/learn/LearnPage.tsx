/**
 * Learn mode: the lessons in the ladder's order, grouped Basics / Intermediate / Advanced /
 * Expert, each with a short text, an example position made by the engine (examples.ts) stepped
 * through on a small board — the position, the pattern's cells, what it removes or places, the
 * result — and practice puzzles that need the technique, made on the device each time (the
 * lesson's stored puzzle when that takes too long; practice.ts). The game's hints name the
 * technique when it is the next step. Loaded on demand (LearnLoader.tsx), so the first load does not carry it.
 */
import { useState } from 'preact/hooks';
import { TECHNIQUE_GROUPS } from 'sudokit';
import { LESSONS, nextLesson, type Lesson } from './lessons.js';
import type { LearnProgress } from '../../game/learn.js';
import { practicePuzzle } from './practice.js';
import './learn.css';

export interface LearnPageProps {
  progress: LearnProgress;
  /** The lesson to open (from a hint's link or the Solved dialog), else the list. */
  lessonId?: string | null;
  onOpen(id: string | null): void;
  onPractise(puzzle: string, id: string): void;
  onBack(): void;
}

const STAGES = ['The position', 'The pattern', 'What it tells', 'After the move'];

function ExampleBoard({ lesson, stage }: { lesson: Lesson; stage: number }) {
  const ex = lesson.example!;
  const cands = ex.candidates.split(',');
  const pattern = new Set(stage >= 1 ? ex.step.cells : []);
  const unitCells = new Set<number>();
  if (stage >= 1) for (const u of ex.step.units) for (let k = 0; k < 9; k++) unitCells.add(u < 9 ? u * 9 + k : u < 18 ? k * 9 + (u - 9) : (Math.floor((u - 18) / 3) * 3 + Math.floor(k / 3)) * 9 + ((u - 18) % 3) * 3 + (k % 3));
  const cells = [];
  for (let i = 0; i < 81; i++) {
    const placed = ex.step.placements.find((p) => p.cell === i);
    const value = ex.values[i] !== '.' ? ex.values[i] : stage >= 3 && placed ? String(placed.digit) : '';
    const gone = (d: number) => ex.step.eliminations.some((e) => e.cell === i && e.digit === d);
    const r = Math.floor(i / 9), c = i % 9;
    const cls = ['lcell', c % 3 === 2 && c < 8 ? 'box-right' : '', r % 3 === 2 && r < 8 ? 'box-bottom' : '', pattern.has(i) ? 'pattern' : unitCells.has(i) ? 'unit' : '', stage >= 2 && placed ? 'placing' : ''].filter(Boolean).join(' ');
    cells.push(
      <div key={i} class={cls} data-cell={i}>
        {value ? <span class={`lvalue${ex.puzzle[i] !== '.' ? ' given' : ''}`}>{value}</span> : (
          <span class="lcands">{[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => {
            const has = cands[i].includes(String(d)) && !(stage >= 3 && gone(d));
            const mark = stage >= 2 && gone(d) && stage < 3 ? ' elim' : stage >= 2 && placed?.digit === d ? ' place' : '';
            return <span key={d} class={`lcand${mark}`}>{has ? d : ''}</span>;
          })}</span>
        )}
      </div>,
    );
  }
  return <div class="lboard" role="img" aria-label={`Example: ${STAGES[stage]}`} data-testid="lesson-board" data-stage={stage}>{cells}</div>;
}

function LessonView({ lesson, progress, onPractise, onOpen }: { lesson: Lesson; progress: LearnProgress; onPractise: LearnPageProps['onPractise']; onOpen: LearnPageProps['onOpen'] }) {
  const [stage, setStage] = useState(0);
  const [making, setMaking] = useState<'no' | 'yes' | 'failed'>('no');
  const next = nextLesson(lesson.id);
  const p = progress[lesson.id];
  const practise = async () => {
    setMaking('yes');
    const made = await practicePuzzle(lesson.id);
    if (made) onPractise(made.puzzle, lesson.id);
    else setMaking('failed');
  };
  const practiseButton = (
    <button type="button" class="primary" data-testid="lesson-practise" disabled={making === 'yes'} onClick={() => void practise()}>
      {making === 'yes' ? 'Making a puzzle…' : p?.practised ? 'More practice' : 'Practise'}
    </button>
  );
  return (
    <section class="lesson" aria-labelledby="lesson-title">
      <button type="button" class="link" onClick={() => onOpen(null)}>← All lessons</button>
      <h2 id="lesson-title">{lesson.name}</h2>
      <p class="muted small">{lesson.group}{p ? ` · practised ${p.practised}, ${p.solvedWithoutHints} without hints` : ''}</p>
      <p>{lesson.text}</p>
      {lesson.example ? (
        <>
          <ExampleBoard lesson={lesson} stage={stage} />
          <p class="stage" aria-live="polite"><strong>{STAGES[stage]}.</strong> {stage === 0 ? 'Nothing easier helps here. Can you spot it?' : stage === 1 ? 'The highlighted cells make the pattern; the shaded houses are where to look.' : stage === 2 ? lesson.example.step.explanation : 'The move is made; the puzzle goes on.'}</p>
          <div class="lesson-actions">
            <button type="button" onClick={() => setStage((s) => Math.max(0, s - 1))} disabled={stage === 0}>Back</button>
            <button type="button" data-testid="lesson-next" onClick={() => setStage((s) => Math.min(STAGES.length - 1, s + 1))} disabled={stage === STAGES.length - 1}>Next step</button>
            {practiseButton}
          </div>
        </>
      ) : <><p class="muted">No example yet: this technique is too rare for the generator to find one quickly.</p><div class="lesson-actions">{practiseButton}</div></>}
      {making === 'failed' ? <p class="muted" role="status">No practice puzzle could be made in time on this device. Try again.</p> : null}
      {next ? <p><button type="button" class="link" onClick={() => { setStage(0); onOpen(next.id); }}>Next lesson: {next.name} →</button></p> : null}
    </section>
  );
}

export default function LearnPage({ progress, lessonId, onOpen, onPractise, onBack }: LearnPageProps) {
  const lesson = lessonId ? LESSONS.find((l) => l.id === lessonId) : undefined;
  if (lesson) return <div class="learn-page"><LessonView key={lesson.id} lesson={lesson} progress={progress} onPractise={onPractise} onOpen={onOpen} /></div>;
  return (
    <div class="learn-page" data-testid="learn-page">
      <div class="learn-head"><h2>Learn</h2><button type="button" class="link" onClick={onBack}>Back to the game</button></div>
      <p class="muted small">One lesson per technique, easiest first. Each shows an example from a real puzzle, then lets you practise on a puzzle that needs it.</p>
      {TECHNIQUE_GROUPS.map((group) => (
        <section key={group} aria-label={group}>
          <h3>{group}</h3>
          <ul class="lesson-list">
            {LESSONS.filter((l) => l.group === group).map((l) => {
              const p = progress[l.id];
              return (
                <li key={l.id}>
                  <button type="button" data-lesson={l.id} onClick={() => onOpen(l.id)}>
                    <span>{l.name}</span>
                    <span class="muted small">{p ? (p.solvedWithoutHints ? '✓ solved without hints' : `practised ${p.practised}×`) : l.example ? '' : 'no example yet'}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
