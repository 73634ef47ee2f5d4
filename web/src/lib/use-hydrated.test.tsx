import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'this browser' : 'prerendered'}</p>;
}

describe('useHydrated', () => {
  it('is false in the prerender', () => {
    expect(renderToString(<Probe />)).toBe('<p>prerendered</p>');
  });

  it('is true from the start when nothing was prerendered', () => {
    render(<Probe />);
    expect(screen.getByText('this browser')).toBeTruthy();
  });

  it('hydrates the prerendered value without a mismatch, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const paragraph = container.querySelector('p');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.textContent).toBe('this browser');
    container.remove();
  });
});
