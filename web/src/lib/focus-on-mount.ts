/**
 * A ref callback that focuses its element as it appears. For focus that follows what the user
 * just did (the control they pressed is gone), never on page load.
 */
export const focusOnMount = (element: HTMLElement | null) => {
  element?.focus();
};
