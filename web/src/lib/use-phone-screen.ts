import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is a phone's: narrower than Mantine's `xs` breakpoint (36em, 576 px), where
 * dialogs open full screen and tables give up columns. False on the first render; Mantine reads
 * the real answer in an effect and renders again.
 */
export const PHONE_SCREEN = '(max-width: 36em)';

export const usePhoneScreen = () => useMediaQuery(PHONE_SCREEN, false);
