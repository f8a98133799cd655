/**
 * `@mathcols/react/element`: the worksheet as a custom element, `<mathcols-worksheet>`, for
 * pages without React. Importing this module registers the element once (a second copy of the
 * module finds it registered and leaves it alone); it does nothing where there is no DOM.
 *
 * ```html
 * <mathcols-worksheet operator="*" first="223" second="49"></mathcols-worksheet>
 * ```
 *
 * Styles are included (adopted by the element's shadow root). Bundler users get React and the
 * engine from their own dependencies; `dist/mathcols-worksheet.global.js` has them bundled, for
 * a plain `<script>` tag.
 * @see docs/embedding.md
 */
import type { WorksheetCheck } from '../worksheet/worksheet';
import { MathcolsWorksheetElement, WORKSHEET_ELEMENT_TAG } from './mathcols-worksheet-element';

export {
  MathcolsWorksheetElement,
  WORKSHEET_ELEMENT_TAG,
  WORKSHEET_EVENTS,
} from './mathcols-worksheet-element';
export type { WorksheetCheck } from '../worksheet/worksheet';

declare global {
  interface HTMLElementTagNameMap {
    'mathcols-worksheet': MathcolsWorksheetElement;
  }
  interface GlobalEventHandlersEventMap {
    /** A `<mathcols-worksheet>` was submitted; `detail` is the engine's check result. */
    'mathcols-submit': CustomEvent<WorksheetCheck>;
    /** A `<mathcols-worksheet>` submission was correct; `detail` is the check result. */
    'mathcols-complete': CustomEvent<WorksheetCheck>;
  }
}

if (typeof customElements !== 'undefined' && !customElements.get(WORKSHEET_ELEMENT_TAG)) {
  customElements.define(WORKSHEET_ELEMENT_TAG, MathcolsWorksheetElement);
}
