import type { ComponentType } from 'react';
import { pageStylesApplied } from '../../../lib/page-styles';
import { yieldToMain } from '../../../lib/yield-to-main';
import type { FormStackProps } from '../form-stack';

export type FormStackComponent = ComponentType<FormStackProps>;

let loading: Promise<FormStackComponent> | undefined;

/**
 * Loads the application form's code: Mantine, react-hook-form, the schema and valibot, then the
 * form itself. Each import evaluates its modules in a task of its own, with a yield between, so no
 * step holds the main thread for long; the page's HTML preloads all of it (PRELOADED_LAZY_MODULES),
 * so there is no round trip to wait for. Called once: later calls share the first load. The
 * first imports name modules the form also imports statically: the build says such an import
 * does not split them off, which is not its purpose; it only sets the order of evaluation.
 */
export function loadFormStack(): Promise<FormStackComponent> {
  loading ??= (async () => {
    await import('../../../components/mantine-area');
    await yieldToMain();
    await import('react-hook-form');
    await yieldToMain();
    // The draft's store brings the schema and valibot (importing the schema itself here made the
    // build split its runtime helpers into a chunk of their own, which every page then fetched).
    await import('./draft-storage');
    await yieldToMain();
    await import('../components/form-fields');
    await yieldToMain();
    // The first step's calendar, which the step would otherwise fetch once it is on screen.
    await import('../components/date-of-birth-field');
    await yieldToMain();
    const { FormStack } = await import('../form-stack');
    await yieldToMain();
    // Mounted before the page's whole stylesheets apply, the form would show its fields unstyled
    // and then move (the address box grows to three lines).
    await pageStylesApplied();
    return FormStack;
  })();
  return loading;
}
