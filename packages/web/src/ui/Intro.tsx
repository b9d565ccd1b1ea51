/** The first-run explanation of the input modes: short, skippable, shown once. */
interface IntroProps {
  onDone(): void;
}

export function Intro({ onDone }: IntroProps) {
  return (
    <section class="intro" aria-labelledby="intro-title" data-testid="intro">
      <header>
        <h2 id="intro-title">How to play</h2>
        <button type="button" class="link" onClick={onDone}>Skip</button>
      </header>
      <p>Fill every row, column and box with 1-9. Pick a cell, then a digit. The switch above the digits sets what a digit does:</p>
      <dl>
        <div><dt>Digit</dt><dd>places it</dd></div>
        <div><dt>Corner</dt><dd>notes where it could go</dd></div>
        <div><dt>Centre</dt><dd>notes what the cell could be</dd></div>
        <div><dt>Colour</dt><dd>paints cells</dd></div>
      </dl>
      <button type="button" class="primary" onClick={onDone}>Got it</button>
    </section>
  );
}
