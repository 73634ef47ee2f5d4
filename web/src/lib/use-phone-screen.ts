import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is a phone's: narrower than Mantine's `xs` breakpoint (36em, 576 px), where
 * dialogs open full screen and tables give up columns. False until the first effect, as on the
 * server, so the first render matches the HTML.
 */
export const usePhoneScreen = () => useMediaQuery('(max-width: 36em)', false);
