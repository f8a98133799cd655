// The page `scripts/bench/keys.mjs` measures: the real `MultiplicationWorksheet` of
// `@mathcols/react` (its built `dist`, React in production mode) and, once it has rendered, a
// copy of its grid as plain `<input>` boxes with no React (the floor). `window.bench` lets the
// script time each key and replay the worksheet's focus moves on the floor.
import { createRoot } from 'react-dom/client';
import { MultiplicationWorksheet } from '@mathcols/react';
import '@mathcols/react/styles.css';

createRoot(document.getElementById('worksheet')).render(
  <MultiplicationWorksheet multiplicand="86479" multiplier="357" />,
);

/** When the last digit key was sent (`event.timeStamp`, ms), until its sample is taken. */
let keyAt;
/** Resolves the sample of the key in flight. */
let settle;

// Capture phase: before any handler of the page runs.
document.addEventListener(
  'keydown',
  (event) => {
    if (/^[0-9]$/.test(event.key)) keyAt = event.timeStamp;
  },
  true,
);

// A key's sample: from the key event to the first frame after the next box took focus (the
// component's own re-render happens between the two: the focus moves inside the key handler).
document.addEventListener('focusin', () => {
  if (keyAt === undefined || !settle) return;
  const started = keyAt;
  const done = settle;
  keyAt = undefined;
  settle = undefined;
  const focusedAt = performance.now();
  requestAnimationFrame(() => {
    // After the frame's rendering steps: the next task runs once the frame is painted.
    setTimeout(() => done({ focusMs: focusedAt - started, frameMs: performance.now() - started }));
  });
});

/** Where the floor's next digit key moves focus (an input index), set before each key. */
let floorNext;

window.bench = {
  /** The answer inputs of `'worksheet'` or `'floor'`, in document order. */
  inputs: (where) => [...document.querySelectorAll(`#${where} input`)],
  /** Index of the focused input of `where`, or -1. */
  focused(where) {
    return this.inputs(where).indexOf(document.activeElement);
  },
  focus(where, index) {
    this.inputs(where)[index].focus();
  },
  /** Arms the next sample; the promise gives it once the key moved focus. */
  arm() {
    keyAt = undefined;
    this.sample = new Promise((resolve) => (settle = resolve));
  },
  /** Copies the worksheet's grid (its empty boxes) as plain inputs: the floor. */
  makeFloor() {
    const copy = document.querySelector('#worksheet .mc-grid').cloneNode(true);
    document.getElementById('floor').replaceChildren(copy);
    const inputs = this.inputs('floor');
    copy.addEventListener('keydown', (event) => {
      if (!/^[0-9]$/.test(event.key)) return;
      event.preventDefault();
      event.target.value = event.key;
      if (floorNext !== undefined) inputs[floorNext].focus();
      floorNext = undefined;
    });
  },
  /** The input index the floor's next digit key moves focus to (the worksheet's move). */
  planFloor(index) {
    floorNext = index;
  },
};
