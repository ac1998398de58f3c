/**
 * What marks a field in error: Mantine's inputs say aria-invalid (a password input only data-invalid); a
 * message that belongs to no single input (the items of a request, a refused photo) marks its own box
 * `data-field-error` and takes focus (tabIndex -1).
 */
const IN_ERROR = [
  ':is(input, textarea, select)[aria-invalid="true"]',
  ':is(input, textarea, select)[data-invalid="true"]',
  '[data-field-error]',
].join(', ');
const FRAMES = 6;

/**
 * After a refused submit (by the form's rules or by the server): once the messages are painted, the first
 * field in error, in the order the person reads the form, is scrolled to the middle of the screen and
 * focused, so a phone user whose error is out of sight is taken to it and a screen reader reads it.
 * `scope` is the form (a page may hold several); without it, the whole page.
 */
export function revealFirstError(scope?: Element | null): void {
  let frame = 0;
  const look = () => {
    const root = scope?.isConnected ? scope : document;
    const first = [...root.querySelectorAll<HTMLElement>(IN_ERROR)].find((el) => el.getClientRects().length > 0);
    if (!first) {
      frame += 1;
      if (frame < FRAMES) requestAnimationFrame(look);
      return;
    }
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  };
  requestAnimationFrame(look);
}
