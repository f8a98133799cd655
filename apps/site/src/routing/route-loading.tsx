import { ROUTE_TEXT } from './route-texts';

/** Props of {@link RouteLoading}. */
export interface RouteLoadingProps {
  /** The one line saying what is on its way. @defaultValue 'Getting the page ready...' */
  message?: string;
}

/**
 * What a page shows while its code downloads (visual.md principle 8): the four operation signs
 * (+ − × ÷), gently taking turns to glow, and one line in a polite status region. The line is
 * the page's h1 while the page is on its way (a screen reader's heading list is never empty).
 * It fades in after a short delay, so a fast download shows no flash; with
 * `prefers-reduced-motion` nothing moves and it appears at once.
 *
 * @see spec §2 "Worksheet behaviour" (loading texts)
 */
export function RouteLoading({ message = ROUTE_TEXT.loading }: RouteLoadingProps) {
  return (
    <div className="route-state route-loading" role="status" aria-live="polite">
      <svg className="route-signs" viewBox="0 0 192 48" aria-hidden="true" focusable="false">
        <g className="route-sign route-sign-addition">
          <circle cx="24" cy="24" r="19" />
          <path d="M24 15 V33 M15 24 H33" />
        </g>
        <g className="route-sign route-sign-subtraction">
          <circle cx="72" cy="24" r="19" />
          <path d="M63 24 H81" />
        </g>
        <g className="route-sign route-sign-multiplication">
          <circle cx="120" cy="24" r="19" />
          <path d="M113.5 17.5 L126.5 30.5 M126.5 17.5 L113.5 30.5" />
        </g>
        <g className="route-sign route-sign-division">
          <circle cx="168" cy="24" r="19" />
          <path d="M159 24 H177" />
          <circle className="route-sign-dot" cx="168" cy="16" r="2.5" />
          <circle className="route-sign-dot" cx="168" cy="32" r="2.5" />
        </g>
      </svg>
      <h1 className="route-state-message route-loading-title">{message}</h1>
    </div>
  );
}
