import { createRoot, type Root } from 'react-dom/client';
import type { Operator, RawProblem } from '@mathcols/engine';
import { Worksheet, type WorksheetCheck, type WorksheetHint } from '../worksheet/worksheet';
import { adoptWorksheetStyles } from './shadow-styles';

/** The tag name `@mathcols/react/element` registers. */
export const WORKSHEET_ELEMENT_TAG = 'mathcols-worksheet';

/**
 * The DOM events of `<mathcols-worksheet>`: `CustomEvent`s that bubble and cross the shadow
 * boundary (`composed`), with the engine's check result as `detail`
 * (`{ marks, complete, wrongCount, …, attempts }`, see `WorksheetCheck`).
 * - `mathcols-submit`: after every submission, right or wrong.
 * - `mathcols-complete`: after the submission that makes the worksheet correct (it follows
 *   that submission's `mathcols-submit`).
 */
export const WORKSHEET_EVENTS = {
  submit: 'mathcols-submit',
  complete: 'mathcols-complete',
} as const;

/** The attributes that name the problem; changing any of them shows a fresh worksheet. */
const PROBLEM_ATTRIBUTES = ['operator', 'first', 'second'] as const;
type ProblemAttribute = (typeof PROBLEM_ATTRIBUTES)[number];

// Importing the module where there is no DOM (server rendering) must not throw; the element is
// only defined in a browser (see `element.ts`).
const ElementBase = (
  typeof HTMLElement === 'undefined' ? class {} : HTMLElement
) as typeof HTMLElement;

/**
 * `<mathcols-worksheet operator="*" first="223" second="49">`: the React `Worksheet` as a custom
 * element, for pages without React. It renders into an open shadow root that adopts the package
 * stylesheet, so the worksheet is styled with no CSS import and isolated from the page's styles.
 *
 * Attributes (reflected by the properties of the same names):
 * - `operator`: `+`, `-`, `*` or `/`; `first`, `second`: the operands as digit strings
 *   (`first` is the addend, minuend, multiplicand or dividend). Changing one starts a fresh
 *   worksheet. Operands or an operator the engine rejects show an alert naming the problem,
 *   never a broken grid (the `OperandError`'s rule in words, `OPERAND_TEXT`).
 * - `autofocus`: focus the first box 10 ms after the worksheet appears (spec §9); without it
 *   the element leaves focus where the page put it.
 *
 * Property only: `hint`, the `Worksheet`'s `hint` (`{ text, columns, key? }` or `null`), e.g.
 * from the engine's diagnosis. Set it in a `mathcols-submit` listener, so it is shown and
 * announced with that submission's result; a new problem clears it.
 *
 * Events: `mathcols-submit` and `mathcols-complete` (see {@link WORKSHEET_EVENTS}). Theme with
 * the `--mc-*` custom properties set on the element. Removing the element from the page
 * unmounts the worksheet (moving it within the same task keeps the child's digits).
 * @see spec §2 "Worksheet behaviour", §4 "Worksheet per problem"
 */
export class MathcolsWorksheetElement extends ElementBase {
  static readonly observedAttributes: readonly string[] = PROBLEM_ATTRIBUTES;

  #root: Root | null = null;
  #container: HTMLDivElement | null = null;
  #hint: WorksheetHint | null = null;

  /**
   * The hint shown beside the red boxes of a wrong submission (see the `Worksheet`'s `hint`):
   * `{ text, columns }` (columns: place values, 0 = ones) or `null`. Not an attribute. A change
   * of `operator`, `first` or `second` sets it back to `null`.
   */
  get hint(): WorksheetHint | null {
    return this.#hint;
  }
  set hint(value: WorksheetHint | null | undefined) {
    this.#hint = value ?? null;
    if (this.#root) this.#render();
  }

  /** The operator attribute (`+`, `-`, `*`, `/`); `''` when absent. */
  get operator(): string {
    return this.#read('operator');
  }
  set operator(value: string) {
    this.setAttribute('operator', value);
  }

  /** The first operand (addend, minuend, multiplicand or dividend); `''` when absent. */
  get first(): string {
    return this.#read('first');
  }
  set first(value: string) {
    this.setAttribute('first', value);
  }

  /** The second operand (addend, subtrahend, multiplier or divisor); `''` when absent. */
  get second(): string {
    return this.#read('second');
  }
  set second(value: string) {
    this.setAttribute('second', value);
  }

  /**
   * The problem the attributes name, as the engine's raw problem: the operands and the operator
   * as written. Typed for what the events need (`diagnose(element.problem, answers)` in a
   * `mathcols-submit` listener): a worksheet, and so an event, exists only for `+`, `-`, `*` or
   * `/` and good operands. Read elsewhere, the operator may be `''` (absent) or another string,
   * and the element then shows the worksheet's alert instead of a grid.
   */
  get problem(): RawProblem {
    // The engine rejects any other operator with an OperandError, shown as an alert.
    return { number_0: this.first, number_1: this.second, operator: this.operator as Operator };
  }

  connectedCallback(): void {
    for (const name of [...PROBLEM_ATTRIBUTES, 'hint'] as const) this.#upgradeProperty(name);
    if (!this.#root) {
      let shadow = this.shadowRoot;
      if (!shadow) {
        shadow = this.attachShadow({ mode: 'open' });
        adoptWorksheetStyles(shadow);
      }
      this.#container = this.ownerDocument.createElement('div');
      shadow.append(this.#container);
      this.#root = createRoot(this.#container);
    }
    this.#render();
  }

  disconnectedCallback(): void {
    // Wait a microtask: an element moved elsewhere in the page is connected again by then.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = null;
      this.#container?.remove();
      this.#container = null;
    });
  }

  attributeChangedCallback(_name: string, before: string | null, after: string | null): void {
    // A hint is about the problem it was given for.
    if (before !== after) this.#hint = null;
    if (this.#root) this.#render();
  }

  #read(name: ProblemAttribute): string {
    return this.getAttribute(name)?.trim() ?? '';
  }

  /**
   * A property set before the element was defined shadows the accessor: re-apply it through
   * the setter (`first = 57` becomes the attribute '57' before the definition as after; a
   * `hint` set early is kept).
   */
  #upgradeProperty(name: ProblemAttribute | 'hint'): void {
    if (!Object.prototype.hasOwnProperty.call(this, name)) return;
    const value: unknown = Reflect.get(this, name);
    Reflect.deleteProperty(this, name);
    if (value != null) Reflect.set(this, name, value);
  }

  #emit(type: string, detail: WorksheetCheck): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #render(): void {
    this.#root?.render(
      <Worksheet
        problem={this.problem}
        // Opt-in, like the HTML attribute it reads: an embedded widget does not take focus unasked.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={this.hasAttribute('autofocus')}
        hint={this.#hint}
        onSubmit={(result) => this.#emit(WORKSHEET_EVENTS.submit, result)}
        onComplete={(result) => this.#emit(WORKSHEET_EVENTS.complete, result)}
      />,
    );
  }
}
