import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// happy-dom has no document.fonts; Mantine's autosizing Textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

// A component test reaches no server. A request no test answers (the consent step reads the
// site's texts) gets a 503 at once, not a refused connection to the test page's address.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 503 })),
  );
});

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

// findBy/waitFor give up after 1 s by default; a busy two-core machine can take longer to render a
// step, and a slow pass is still a pass.
configure({ asyncUtilTimeout: 5000 });
