/**
 * After a refused Next or Submit: focus the invalid field that comes first on the page (not the
 * first one react-hook-form registered, which for a field shown later is further down), and
 * scroll its whole question, label included, to the middle of the screen, clear of the sticky
 * header. Every field of the form carries its name on the control that takes the focus.
 */
export function focusFirstInvalid(form: HTMLElement | null, names: readonly string[]) {
  if (!form || names.length === 0) return;
  // After the messages are drawn, so the scroll accounts for them.
  requestAnimationFrame(() => {
    const controls = names
      .map((name) => form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`))
      .filter((control): control is HTMLElement => control !== null);
    const first = controls.sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )[0];
    if (!first) return;
    first.focus({ preventScroll: true });
    const question =
      first.closest('[role="radiogroup"], [role="group"], .mantine-InputWrapper-root') ?? first;
    question.scrollIntoView({ block: 'center' });
  });
}
