import { useEffect, useRef } from 'react';

/** Props of {@link MoveOnOffer}. */
export interface MoveOnOfferProps {
  /** The sentence offering the way on, e.g. 'You can try again, or go on to the next problem.' */
  text: string;
  /** The button's label, e.g. 'Next Problem →'. */
  button: string;
  /** Pressing the button. */
  onMoveOn: () => void;
  /**
   * Changes with each wrong submission (e.g. its attempt count): each time, the offer is
   * scrolled into view if it is not, so the child sees it under the red boxes on a phone.
   */
  reveal: unknown;
}

/**
 * The way past a problem after a wrong try, under the worksheet: a sentence and a button. On a
 * phone the worksheet's feedback and hint push it below the fold, so after every wrong
 * submission it is scrolled to the nearest edge of the window (no smooth scrolling; focus
 * stays where the worksheet put it, and nothing moves when it is already in view).
 * @see spec §2 "Practice Problems", "Free practice"; visual.md principles 1 and 6
 */
export function MoveOnOffer({ text, button, onMoveOn, reveal }: MoveOnOfferProps) {
  const offer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    offer.current?.scrollIntoView?.({ block: 'nearest' });
  }, [reveal]);
  return (
    <div className="practice-move-on" ref={offer}>
      <p>{text}</p>
      <button type="button" className="button" onClick={onMoveOn}>
        {button}
      </button>
    </div>
  );
}
