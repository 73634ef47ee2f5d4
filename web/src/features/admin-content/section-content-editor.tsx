import { useEffect, useRef, useState, type RefObject } from 'react';
import { Fieldset, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import * as v from 'valibot';
import {
  CONTENT_TEXT_FIELDS,
  contentSectionFormSchema,
  sectionContentErrors,
  type ContentTextField,
} from '@institute/core/content-section/content-schemas';
import {
  SECTION_IMAGE_FIELDS,
  SECTION_TYPE_OPTIONS,
  type ContentSectionInput,
  type SectionType,
} from '@institute/core/content-section/schema';
import {
  baseContent,
  closeJsonEditor,
  formContent,
  keptKeys,
  openJsonEditor,
  readJson,
  statsEditable,
  toContentInput,
  type ContentSectionForm,
} from './content-fields';
import { StatisticsRows } from './statistics-rows';
import { SectionImages } from './section-images';

type Form = UseFormReturn<ContentSectionForm, unknown, ContentSectionInput>;

/** What each input changes on the site, and what shows when it is left empty. */
const DESCRIPTIONS: Record<SectionType, Record<string, string>> = {
  hero: {
    eyebrow: 'The small words above the headline. Empty: “spiritual education”.',
    title: 'The big heading at the top of the home page. Empty: the hero title from Settings.',
    description: 'The paragraph under the headline. Empty: the hero subtitle from Settings.',
  },
  about: {
    title: 'The heading of the About section. Empty: “About the Institute”.',
    body: 'Line breaks are kept: leave an empty line between paragraphs. Empty: the built-in text.',
  },
  statistics: {
    heading: 'Above the numbers. Empty: “Spiritual Journey in Numbers”.',
  },
  footer: {
    text: 'The sentence under the site name in the footer. Empty: the built-in text.',
  },
};

/** Before the first save, a picture's problems show once it exists (a missing alt, say). */
const imageErrorsShown = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => /^images?(\.|$)/.test(path)));

const typeLabel = (type: SectionType) =>
  SECTION_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;

/** The site's keys for a type, as the JSON editor's description names them. */
const siteKeys = (type: SectionType) =>
  [
    ...CONTENT_TEXT_FIELDS[type].map((field) => field.key),
    ...(type === 'statistics' ? ['stats'] : []),
    ...(SECTION_IMAGE_FIELDS[type] ? [SECTION_IMAGE_FIELDS[type].key] : []),
  ].join(', ');

interface TextFieldProps {
  form: Form;
  type: SectionType;
  field: ContentTextField;
  errorOf: (path: string, touched: boolean) => string | undefined;
}

function ContentTextInput({ form, type, field: spec, errorOf }: TextFieldProps) {
  return (
    <Controller
      control={form.control}
      name={`fields.texts.${spec.key}`}
      render={({ field, fieldState }) => {
        const props = {
          label: spec.label,
          description: DESCRIPTIONS[type][spec.key],
          value: field.value ?? '',
          onChange: (event: { currentTarget: { value: string } }) =>
            field.onChange(event.currentTarget.value),
          onBlur: field.onBlur,
          name: field.name,
          error: errorOf(spec.key, fieldState.isTouched || fieldState.isDirty),
        };
        return spec.multiline ? (
          <Textarea {...props} ref={field.ref} autosize minRows={3} maxRows={12} />
        ) : (
          <TextInput {...props} ref={field.ref} />
        );
      }}
    />
  );
}

/**
 * The content of a section: one labelled input per key the public site reads for its type, or
 * the same content as JSON ("Edit as JSON"). Switching keeps every value; JSON that cannot be
 * read keeps the JSON editor open with the text as typed.
 */
export function SectionContentEditor({ form }: { form: Form }) {
  const { control, formState } = form;
  useWatch({ control }); // re-render on every change: the messages follow the typing
  const values = form.getValues();
  const { section_type: type, editor } = values;
  const container = useRef<HTMLDivElement>(null);
  const jsonInput = useRef<HTMLTextAreaElement | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submitted = formState.submitCount > 0;
  const contentErrors = sectionContentErrors(type, formContent(values, null));
  const errorOf = (path: string, touched: boolean) =>
    submitted || touched ? contentErrors[path] : undefined;

  // After a refused save, keyboard users land on the first content input with a message,
  // unless the form's own first error (the title) has taken the focus.
  const { submitCount, errors } = formState;
  const handledSubmit = useRef(0);
  useEffect(() => {
    // Once per press, never while typing afterwards.
    if (submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (!errors.content || Object.keys(errors).some((name) => name !== 'content')) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, errors]);

  const switchEditor = (toJson: boolean) => {
    const current = form.getValues();
    if (toJson) {
      form.setValues(openJsonEditor(current, null));
      setRefusal(null);
      return;
    }
    const closed = closeJsonEditor(current);
    if (!closed.ok) {
      setRefusal(`Fix the JSON first: the fields can only show a JSON object. ${closed.message}`);
      jsonInput.current?.focus();
      return;
    }
    form.setValues(closed.values);
    setRefusal(null);
  };

  // The whole body's content problems once Create/Update was pressed (size, per-type fields),
  // and the server's own message on `content`, if it sent one.
  const liveIssue = submitted
    ? v
        .safeParse(contentSectionFormSchema, toContentInput(values))
        .issues?.find((issue) => v.getDotPath(issue)?.split('.')[0] === 'content')?.message
    : undefined;
  const serverIssue =
    errors.content && errors.content.type !== 'validation' ? errors.content.message : undefined;
  const summary = liveIssue ?? serverIssue;

  const base = baseContent(values, null);
  const kept = editor === 'fields' ? keptKeys(type, base) : [];

  return (
    <Stack gap="md" ref={container}>
      <Switch
        label="Edit as JSON"
        description="The same content as raw JSON, including keys these fields do not show."
        checked={editor === 'json'}
        onChange={(event) => switchEditor(event.currentTarget.checked)}
      />

      {editor === 'json' ? (
        <JsonEditor form={form} type={type} inputRef={jsonInput} onEdit={() => setRefusal(null)} />
      ) : (
        <Fieldset
          legend={`${typeLabel(type)} content`}
          variant="filled"
          bg="white"
          p={{ base: 'sm', sm: 'md' }}
        >
          <Stack gap="md">
            {CONTENT_TEXT_FIELDS[type].map((field) => (
              <ContentTextInput
                key={`${type}-${field.key}`}
                form={form}
                type={type}
                field={field}
                errorOf={errorOf}
              />
            ))}
            <SectionImages
              form={form}
              type={type}
              errors={submitted ? contentErrors : imageErrorsShown(contentErrors)}
            />
            {type === 'statistics' ? (
              statsEditable(base) ? (
                <StatisticsRows form={form} errorOf={errorOf} />
              ) : (
                <Text size="sm" c="red.9">
                  {contentErrors.stats ?? 'The stored stats value is not a list of rows.'} Use Edit
                  as JSON to change it.
                </Text>
              )
            ) : null}
            {kept.length > 0 ? (
              <Text size="xs" c="dimmed">
                Also saved as they are: {kept.join(', ')}. Use Edit as JSON to change them.
              </Text>
            ) : null}
          </Stack>
        </Fieldset>
      )}

      {refusal ? (
        <Text size="sm" c="red.9" role="alert">
          {refusal}
        </Text>
      ) : null}
      {summary ? (
        <Text size="sm" c="red.9" role="alert">
          {summary}
        </Text>
      ) : null}
    </Stack>
  );
}

interface JsonEditorProps {
  form: Form;
  type: SectionType;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onEdit: () => void;
}

function JsonEditor({ form, type, inputRef, onEdit }: JsonEditorProps) {
  return (
    <Controller
      control={form.control}
      name="json"
      render={({ field }) => {
        const read = readJson(field.value);
        const problems = read.ok
          ? Object.entries(sectionContentErrors(type, read.content)).map(([path, message]) =>
              path ? `${path}: ${message}` : message,
            )
          : [];
        const error = read.ok
          ? problems.join(' · ') || undefined
          : `${read.message} Your text is kept as typed: fix it to go back to the fields. If you save now, it is ignored and the content stays as it was.`;
        return (
          <Textarea
            label="Content (JSON)"
            description={`The site reads these keys of a ${typeLabel(type).toLowerCase()} section: ${siteKeys(type)}. Other keys are kept.`}
            autosize
            minRows={8}
            maxRows={20}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            value={field.value}
            onChange={(event) => {
              field.onChange(event.currentTarget.value);
              onEdit();
            }}
            onBlur={field.onBlur}
            ref={(element) => {
              field.ref(element);
              inputRef.current = element;
            }}
            name={field.name}
            error={error}
          />
        );
      }}
    />
  );
}
