import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ContentSection, ContentSectionInput } from '@institute/core/content-section/schema';
import { startingValues } from '../../components/admin-entity-dialog';
import { renderWithTheme } from '../../test/render';
import { recordListQuery } from '../../lib/admin-records';
import { useSchemaForm } from '../../lib/use-schema-form';
import { contentSectionConfig as config } from './content-admin-page';

// Each test renders the whole form many times; the shared 2-core machine makes that slow.
const SLOW = { timeout: 20_000 };

/** The dialog's form as AdminListPage builds it, with the page's own config. */
function Harness({
  record,
  onSave,
}: {
  record: ContentSection | null;
  onSave: (input: ContentSectionInput) => void;
}) {
  const form = useSchemaForm(config.inputSchema, startingValues(config, record));
  const { Fields } = config;
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSave)(event)} noValidate>
      <Fields form={form} recordId={record?.id} />
      <button type="submit">Save</button>
    </form>
  );
}

const stored = (
  section_type: ContentSection['section_type'],
  content: Record<string, unknown>,
): ContentSection => ({
  id: 's1',
  title: 'A section',
  section_type,
  content,
  status: 'published',
  publish_from: null,
  unpublish_after: null,
  created_at: '2025-01-06T02:00:00.000Z',
  updated_at: '2025-01-06T02:00:00.000Z',
  revision: 1,
});

function setup(record: ContentSection | null) {
  const onSave = vi.fn<(input: ContentSectionInput) => void>();
  // The list the page has loaded (the form reads it for the live section), with this record.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(
    recordListQuery<ContentSection>(config.path).queryKey,
    record ? [record] : [],
  );
  renderWithTheme(
    <QueryClientProvider client={client}>
      <Harness record={record} onSave={onSave} />
    </QueryClientProvider>,
  );
  return { onSave };
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) =>
  fireEvent.change(textbox(name), { target: { value } });
const jsonSwitch = () => screen.getByRole('switch', { name: /Edit as JSON/ });

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

describe('content section form: structured fields', SLOW, () => {
  it('shows labelled inputs for the hero keys and saves them over the stored content', async () => {
    const { onSave } = setup(
      stored('hero', { eyebrow: 'old eyebrow', title: 'Old', theme: 'dark' }),
    );
    const group = screen.getByRole('group', { name: 'Hero content' });
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('name')),
    ).toEqual([
      'fields.texts.eyebrow',
      'fields.texts.title',
      'fields.texts.description',
      // The hero image's address and alt text follow the texts.
      null,
      null,
    ]);
    expect(within(group).getByRole('group', { name: 'Hero image' })).toBeTruthy();
    expect((textbox('Eyebrow') as HTMLInputElement).value).toBe('old eyebrow');
    expect(screen.getByText(/Also saved as they are: theme\./)).toBeTruthy();

    type('Headline', 'A new headline');
    type('Description', 'Two lines\nof text');
    await save();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0].content).toEqual({
      eyebrow: 'old eyebrow',
      title: 'A new headline',
      theme: 'dark',
      description: 'Two lines\nof text',
    });
  });

  it('switching the section type switches the fields', async () => {
    setup(null);
    expect(screen.getByRole('group', { name: 'Hero content' })).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: /Section Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Statistics' }));
    const group = await screen.findByRole('group', { name: 'Statistics content' });
    expect(within(group).getByRole('textbox', { name: /^Heading/ })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Add statistic' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Headline/ })).toBeNull();
  });

  it('gives each field its own message and keeps the save back until it is fixed', async () => {
    const { onSave } = setup(stored('about', {}));
    type('Heading', 'x'.repeat(161));
    expect(await screen.findByText('Heading must be at most 160 characters')).toBeTruthy();
    expect(textbox('Heading').getAttribute('aria-invalid')).toBe('true');
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'Some content fields need fixing: see the messages above.',
    );
    type('Heading', 'About us');
    await waitFor(() =>
      expect(screen.queryByText('Heading must be at most 160 characters')).toBeNull(),
    );
    await save();
    expect(onSave.mock.calls[0]![0].content).toEqual({ title: 'About us' });
  });
});

describe('content section form: statistics rows', SLOW, () => {
  it('adds and removes rows, checks each, and saves them as numbers', async () => {
    const { onSave } = setup(
      stored('statistics', {
        heading: 'Numbers',
        stats: [{ label: 'Graduates', value: 795, icon: 'cap' }],
      }),
    );
    const rows = () => screen.queryAllByRole('group', { name: /^Statistic \d$/ });
    expect(rows()).toHaveLength(1);
    expect(
      (within(rows()[0]!).getByRole('textbox', { name: /^Label/ }) as HTMLInputElement).value,
    ).toBe('Graduates');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add statistic' }));
    });
    expect(rows()).toHaveLength(2);
    // The new row's first input takes the focus, for keyboard users.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(rows()[1]!).getByRole('textbox', { name: /^Label/ }),
      ),
    );

    // An empty new row is refused with a message per input, and the focus goes to the first.
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(within(rows()[1]!).getByText('Label is required')).toBeTruthy();
    expect(within(rows()[1]!).getByText('Value is required')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(rows()[1]!).getByRole('textbox', { name: /^Label/ }),
      ),
    );

    fireEvent.change(within(rows()[1]!).getByRole('textbox', { name: /^Label/ }), {
      target: { value: 'Countries' },
    });
    fireEvent.change(within(rows()[1]!).getByRole('textbox', { name: /^Value/ }), {
      target: { value: '6' },
    });
    await save();
    expect(onSave.mock.calls[0]![0].content).toEqual({
      heading: 'Numbers',
      stats: [
        { label: 'Graduates', value: 795, icon: 'cap' },
        { label: 'Countries', value: 6 },
      ],
    });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove statistic 1' }));
    });
    expect(rows()).toHaveLength(1);
    expect(
      (within(rows()[0]!).getByRole('textbox', { name: /^Label/ }) as HTMLInputElement).value,
    ).toBe('Countries');
    await save();
    expect(onSave.mock.calls[1]![0].content).toEqual({
      heading: 'Numbers',
      stats: [{ label: 'Countries', value: 6 }],
    });
  });
});

describe('content section form: Edit as JSON', SLOW, () => {
  it('shows the same content, keeps edits both ways, and saves what the JSON says', async () => {
    const { onSave } = setup(stored('hero', { title: 'Old', theme: 'dark' }));
    type('Headline', 'Typed in the fields');
    fireEvent.click(jsonSwitch());
    const json = () =>
      screen.getByRole('textbox', { name: /^Content \(JSON\)/ }) as HTMLTextAreaElement;
    expect(JSON.parse(json().value)).toEqual({ title: 'Typed in the fields', theme: 'dark' });
    expect(screen.queryByRole('group', { name: 'Hero content' })).toBeNull();

    fireEvent.change(json(), {
      target: { value: '{"title": "Typed in the JSON", "theme": "dark", "eyebrow": "new"}' },
    });
    fireEvent.click(jsonSwitch());
    expect((textbox('Headline') as HTMLInputElement).value).toBe('Typed in the JSON');
    expect((textbox('Eyebrow') as HTMLInputElement).value).toBe('new');

    fireEvent.click(jsonSwitch());
    fireEvent.change(json(), {
      target: { value: '{"title": "Saved from the JSON", "theme": "dark"}' },
    });
    await save();
    expect(onSave.mock.calls[0]![0].content).toEqual({
      title: 'Saved from the JSON',
      theme: 'dark',
    });
  });

  it('invalid JSON: says so, keeps the text as typed and stays in the JSON view', () => {
    setup(stored('footer', { text: 'Footer words' }));
    fireEvent.click(jsonSwitch());
    const json = screen.getByRole('textbox', { name: /^Content \(JSON\)/ }) as HTMLTextAreaElement;
    fireEvent.change(json, { target: { value: '{"text": "half typed' } });
    expect(json.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(/^This is not valid JSON \(.+\)\. Your text is kept as typed/),
    ).toBeTruthy();

    fireEvent.click(jsonSwitch());
    expect((jsonSwitch() as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toMatch(/^Fix the JSON first/);
    const still = screen.getByRole('textbox', { name: /^Content \(JSON\)/ }) as HTMLTextAreaElement;
    expect(still.value).toBe('{"text": "half typed');
    expect(document.activeElement).toBe(still);

    fireEvent.change(still, { target: { value: '{"text": "whole"}' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(jsonSwitch());
    expect((textbox('Footer text') as HTMLTextAreaElement).value).toBe('whole');
  });

  it('lists the problems of valid JSON by key', () => {
    setup(stored('statistics', {}));
    fireEvent.click(jsonSwitch());
    fireEvent.change(screen.getByRole('textbox', { name: /^Content \(JSON\)/ }), {
      target: { value: '{"heading": 3, "stats": [{"label": "A"}]}' },
    });
    expect(
      screen.getByText(
        'heading: Heading must be text · stats.0.value: Each statistic needs a label and a value',
      ),
    ).toBeTruthy();
  });
});
