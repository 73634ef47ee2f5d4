import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { StagedStack } from './staged-stack';

const texts = () => screen.queryAllByTestId('item').map((item) => item.textContent);

function Items({ names }: { names: string[] }) {
  return (
    <StagedStack>
      {names.map((name) => (
        <p key={name} data-testid="item">
          {name}
        </p>
      ))}
    </StagedStack>
  );
}

describe('StagedStack', () => {
  it('mounts the first child, then one more a task at a time, until all are there', async () => {
    renderWithTheme(<Items names={['a', 'b', 'c']} />);
    expect(texts()).toEqual(['a']);
    await waitFor(() => expect(texts()).toEqual(['a', 'b']));
    await waitFor(() => expect(texts()).toEqual(['a', 'b', 'c']));
  });

  it('once all are there, a child that appears later shows at once and hides none', async () => {
    const { rerender } = renderWithTheme(<Items names={['a', 'b']} />);
    await waitFor(() => expect(texts()).toEqual(['a', 'b']));
    // Given at once, as a "please specify" field appears when its choice is made.
    act(() => rerender(<Items names={['a', 'other', 'b']} />));
    expect(texts()).toEqual(['a', 'other', 'b']);
  });
});
