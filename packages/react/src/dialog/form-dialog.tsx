import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from '@radix-ui/react-dialog';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { clsx } from 'clsx/lite';
import {
  useEffect,
  useRef,
  type CSSProperties,
  type FormEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';

/** What a render-function {@link FormDialogProps.trigger} receives. */
export interface FormDialogTriggerState {
  /** Whether the dialog is open. */
  open: boolean;
}

/**
 * Extra classes for the parts of a {@link FormDialog}, added to the library's own
 * (`mc-dialog-overlay`, `mc-dialog-title`, …). The library styles those with zero specificity
 * (`:where(…)`), so any class given here wins, e.g. an app's own button classes.
 */
export interface FormDialogClassNames {
  overlay?: string;
  title?: string;
  description?: string;
  error?: string;
  actions?: string;
  submit?: string;
  cancel?: string;
}

/** Props of {@link FormDialog}. Texts are the caller's: the library carries none. */
export interface FormDialogProps {
  /** Whether the dialog is open, for a controlled dialog; pair with `onOpenChange`. */
  open?: boolean;
  /** Whether an uncontrolled dialog starts open. @defaultValue false */
  defaultOpen?: boolean;
  /**
   * Called with the new state whenever the dialog asks to open or close: the trigger, the
   * cancel button, Escape, a click outside (while `dismissible`), and a submit that was not
   * prevented.
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * The element that opens the dialog, usually a `<button type="button">` (it gets
   * `aria-haspopup="dialog"`, `aria-expanded`, `data-state` and the click handler), or a
   * function of `{ open }` returning it. Focus returns to it when the dialog closes; without
   * one, to the element that had focus when the dialog opened (e.g. the button whose action
   * opened it).
   * @defaultValue none — open the dialog with `open` / `defaultOpen`
   */
  trigger?: ReactElement | ((state: FormDialogTriggerState) => ReactElement);
  /** The heading (`<h2>`), which names the dialog. */
  title: ReactNode;
  /** One sentence under the title (`<p>`), which describes the dialog. @defaultValue none */
  description?: ReactNode;
  /** Shown between the title and the description: a picture, a subheading. @defaultValue none */
  intro?: ReactNode;
  /** The fields, or any content, inside the `<form>` above the actions. */
  children?: ReactNode;
  /** The submit button's text; without it there is no submit button. @defaultValue none */
  submitLabel?: ReactNode;
  /** The cancel button's text (it closes the dialog); without it, none. @defaultValue none */
  cancelLabel?: ReactNode;
  /** More actions between cancel and submit, e.g. a link. @defaultValue none */
  footer?: ReactNode;
  /**
   * Called when the form is submitted (the submit button, or Enter in a field). Like
   * `<form method="dialog">`: the dialog then closes unless the handler calls
   * `event.preventDefault()` — do so to validate or to wait for a server, and close it
   * yourself through `open`. The page never navigates. Not called while `busy` or
   * `submitDisabled`.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Disables the submit button (e.g. nothing changed yet). @defaultValue false */
  submitDisabled?: boolean;
  /**
   * A submission is in flight: the submit button gets `aria-disabled="true"` (it stays
   * focusable, so a keyboard user who pressed it keeps their place; submits are ignored) and
   * the dialog `aria-busy`.
   * @defaultValue false
   */
  busy?: boolean;
  /**
   * A message shown under the description in a `role="alert"` region. Pass `null` while there
   * is none to keep the empty region in place, so the first message is announced reliably;
   * leave it `undefined` when errors show at the fields instead. A message is scrolled into view
   * when it appears, and again when a submission (`busy`) ends with it: a tall dialog may have
   * scrolled its top out of sight. Pass a string, or a node kept in state (a new node each
   * render would scroll each render).
   * @defaultValue undefined — no region
   */
  error?: ReactNode;
  /** Whether Escape and a click outside close the dialog. @defaultValue true */
  dismissible?: boolean;
  /**
   * Where focus goes when the dialog opens: `'first'` (the first focusable element: the first
   * field, else the first action), `'submit'`, or the element of a ref.
   * @defaultValue 'first'
   */
  initialFocus?: 'first' | 'submit' | RefObject<HTMLElement | null>;
  /**
   * Whether focus returns to the trigger (without one: to the element focused when the dialog
   * opened) when the dialog closes. @defaultValue true
   */
  returnFocus?: boolean;
  /** Skip the browser's own validation bubbles (check the fields yourself). @defaultValue false */
  noValidate?: boolean;
  /** Extra class on the dialog (`mc-dialog`, which has `role="dialog"` and `data-state`). */
  className?: string;
  /** Inline style of the dialog. */
  style?: CSSProperties;
  /** Extra classes on the parts. @defaultValue none */
  classNames?: FormDialogClassNames;
  /** The dialog element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal dialog around a real `<form>` (Radix Dialog): a title and optional description that
 * name and describe it, the fields, an optional error region, and the actions — cancel, any
 * `footer` actions, submit. Enter in a field submits; a submit closes the dialog unless
 * `onSubmit` prevents it (then close it through `open`). Focus moves in (to the first field
 * or `initialFocus`), is trapped while open and returns to the trigger (or, without one, to
 * where it was); Escape and a click
 * outside close it unless `dismissible={false}`.
 *
 * Open state is controlled (`open` + `onOpenChange`) or uncontrolled (`defaultOpen`). The
 * dialog and its overlay carry `data-state="open|closed"`; the dialog carries `aria-busy`
 * while `busy`. A notice without fields is the same component with only a `cancelLabel`
 * (or only a `submitLabel`). Styles: `mc-dialog…` classes in `@mathcols/react/styles.css`,
 * themed with `--mc-dialog-*` custom properties.
 * @see spec §2 (the site's dialogs: Configure Students, Parent Dashboard, Pricing, Practice
 *   Problems, Free practice, Assignments)
 */
export function FormDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  intro,
  children,
  submitLabel,
  cancelLabel,
  footer,
  onSubmit,
  submitDisabled,
  busy,
  error,
  dismissible = true,
  initialFocus = 'first',
  returnFocus = true,
  noValidate,
  className,
  style,
  classNames,
  ref,
}: FormDialogProps) {
  const [open = false, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'FormDialog',
  });
  const submitRef = useRef<HTMLButtonElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // Where focus was when the dialog opened: it goes back there when there is no trigger.
  const opener = useRef<HTMLElement>(null);
  const blocked = busy || submitDisabled;

  // A new message, or the same one after another try: at the top, it comes into view.
  useEffect(() => {
    if (error && !busy) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [busy, error]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onSubmit?.(event);
    const keepOpen = event.defaultPrevented;
    event.preventDefault();
    if (!keepOpen) setOpen(false);
  };

  const focusTarget = initialFocus === 'submit' ? submitRef : initialFocus;
  /** The library's class of a part (`mc-dialog-title`, …) plus the caller's. */
  const part = (name: keyof FormDialogClassNames) => clsx(`mc-dialog-${name}`, classNames?.[name]);
  const refuseDismiss = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger !== undefined && (
        <DialogTrigger asChild>
          {typeof trigger === 'function' ? trigger({ open }) : trigger}
        </DialogTrigger>
      )}
      <DialogPortal>
        <DialogOverlay className={part('overlay')} />
        <DialogContent
          ref={ref}
          className={clsx('mc-dialog', className)}
          style={style}
          aria-busy={busy || undefined}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement as HTMLElement;
            if (focusTarget === 'first') return;
            event.preventDefault();
            focusTarget.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocus && trigger) return;
            event.preventDefault();
            if (returnFocus) opener.current?.focus();
          }}
          onEscapeKeyDown={refuseDismiss}
          onInteractOutside={refuseDismiss}
        >
          <DialogTitle className={part('title')}>{title}</DialogTitle>
          {intro}
          {description !== undefined && (
            <DialogDescription className={part('description')}>{description}</DialogDescription>
          )}
          {error !== undefined && (
            <p ref={errorRef} role="alert" className={part('error')}>
              {error}
            </p>
          )}
          <form className="mc-dialog-form" onSubmit={submit} noValidate={noValidate}>
            {children}
            <div className={part('actions')}>
              {cancelLabel !== undefined && (
                <DialogClose className={part('cancel')}>{cancelLabel}</DialogClose>
              )}
              {footer}
              {submitLabel !== undefined && (
                <button
                  ref={submitRef}
                  type="submit"
                  className={part('submit')}
                  disabled={submitDisabled}
                  aria-disabled={busy || undefined}
                >
                  {submitLabel}
                </button>
              )}
            </div>
          </form>
        </DialogContent>
      </DialogPortal>
    </Dialog>
  );
}
