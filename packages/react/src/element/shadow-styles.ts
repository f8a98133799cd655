/**
 * The package stylesheet, bundled into the custom element and adopted by each shadow root, so
 * a page that uses `<mathcols-worksheet>` gets the worksheet's styles without importing any CSS,
 * and neither the page's styles nor the worksheet's leak across the shadow boundary.
 */
import stylesheet from '../styles.css?inline';

/**
 * A document stylesheet made fit for a shadow root: the custom-property defaults declared on
 * `:where(:root)` are declared on `:host` instead (`:root` matches nothing inside a shadow
 * tree), and the host is a block (custom elements are inline by default). Pages theme an
 * element by setting the `--mc-*` properties on `mathcols-worksheet` itself (page rules beat
 * `:host` rules).
 *
 * @param css the package stylesheet's text
 * @returns the text to adopt in the shadow root
 */
export function shadowCss(css: string): string {
  const host = ':host { display: block; }\n:host([hidden]) { display: none; }\n';
  return host + css.replaceAll(':where(:root)', ':host');
}

let shared: CSSStyleSheet | undefined;

/**
 * Gives `root` the worksheet styles: one constructed stylesheet shared by every element where
 * the browser supports `adoptedStyleSheets`, otherwise a `<style>` element of its own.
 *
 * @param root an element's shadow root (called once per root, before anything renders into it)
 */
export function adoptWorksheetStyles(root: ShadowRoot): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(shadowCss(stylesheet));
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
    return;
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = shadowCss(stylesheet);
  root.append(style);
}
