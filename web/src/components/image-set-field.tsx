import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Progress.css';
import { useEffect, useRef, useState, type Ref } from 'react';
import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { altOf, isImageAddress, srcsetOf, type SiteImage } from '@institute/core/upload/image-set';
import { IMAGE_MESSAGES, MAX_ALT_LENGTH } from '@institute/core/upload/image-schema';
import { CONTROL_CHARACTERS_MESSAGE } from '@institute/core/validation/plain-text';
import { IMAGE_ACCEPT } from '@institute/core/upload/rules';
import { uploadImageSet } from '../lib/upload-image';
import { useTrackedUpload } from './uploads-in-progress';
import { errorMessage } from './notify';

/** A picture not yet uploaded: alt text may be typed before the file is chosen. */
export const emptyImage = (): SiteImage => ({
  src: '',
  alt: '',
  decorative: false,
  width: null,
  height: null,
  variants: [],
});

type UploadState =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number }
  | { step: 'done' }
  | { step: 'error'; message: string };

export interface ImageSetFieldProps {
  /** Names the picture in every label ("Hero image", "About image 2"). */
  label: string;
  description?: string;
  value: SiteImage | null;
  onChange: (image: SiteImage | null) => void;
  /** The schema's message for this picture (alt text, address or copies). */
  error?: string;
  /** The alt text's input, for a form that moves to the first field it refused. */
  altInputRef?: Ref<HTMLInputElement>;
}

// The messages that belong under the alt text (only the alt text is checked for control characters).
const ALT_ERRORS: string[] = [
  IMAGE_MESSAGES.alt,
  IMAGE_MESSAGES.altLength,
  CONTROL_CHARACTERS_MESSAGE,
];

/**
 * One picture of the site: upload a file (checked, resized here to the widths the site serves,
 * each copy uploaded and checked), or type an address; then its alt text, or "decorative".
 */
export function ImageSetField({
  label,
  description,
  value,
  onChange,
  error,
  altInputRef,
}: ImageSetFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const upload = useRef<AbortController | null>(null);
  // The form's save waits while this picture uploads.
  useTrackedUpload(state.step === 'uploading');
  const resetPicker = useRef<() => void>(null);
  // Always the newest value: an upload finishing late must not undo typing done meanwhile.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  // A closed dialog stops its upload; pending objects then expire in the bucket.
  useEffect(() => () => upload.current?.abort(), []);

  async function pick(picked: File | null) {
    upload.current?.abort();
    setFile(picked);
    resetPicker.current?.();
    if (!picked) return setState({ step: 'idle' });
    const controller = new AbortController();
    upload.current = controller;
    setState({ step: 'uploading', percent: 0 });
    try {
      const uploaded = await uploadImageSet(picked, {
        signal: controller.signal,
        onProgress: (fraction) =>
          setState({ step: 'uploading', percent: Math.round(fraction * 100) }),
      });
      const before = latest.current;
      onChange({ alt: before?.alt ?? '', decorative: before?.decorative ?? false, ...uploaded });
      setState({ step: 'done' });
    } catch (failure) {
      if (controller.signal.aborted) return;
      setState({ step: 'error', message: errorMessage(failure) });
    }
  }

  // Removing the picture stops its upload too.
  function remove() {
    upload.current?.abort();
    setState({ step: 'idle' });
    onChange(null);
  }

  const altError = error && ALT_ERRORS.includes(error) ? error : undefined;
  const otherError = error && !altError ? error : undefined;
  const edit = (change: Partial<SiteImage>) => onChange({ ...emptyImage(), ...value, ...change });

  return (
    <Paper withBorder radius="md" p="sm" component="fieldset" m={0}>
      <Text component="legend" fw={600} size="sm" px={4}>
        {label}
      </Text>
      {description ? (
        <Text size="xs" c="dimmed" mb="xs">
          {description}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Stack gap="sm">
          <FileInput
            label="Upload image"
            description="JPEG, PNG or WebP, up to 5 MB. Resized for phones and large screens."
            placeholder="Choose an image file"
            accept={IMAGE_ACCEPT}
            leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
            value={file}
            onChange={(picked) => void pick(picked)}
            resetRef={resetPicker}
            clearable={state.step !== 'uploading'}
            clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
            error={state.step === 'error' ? state.message : undefined}
          />
          {state.step === 'uploading' ? (
            <Stack gap={4}>
              <Progress value={state.percent} aria-label="Upload progress" animated />
              <Text size="sm" role="status">
                Resizing and uploading… {state.percent}%
              </Text>
            </Stack>
          ) : state.step === 'done' ? (
            <Text size="sm" role="status">
              {(value?.variants.length ?? 0) > 1
                ? `Image uploaded in ${value?.variants.length} sizes. Save to keep it.`
                : 'Image uploaded. Save to keep it.'}
            </Text>
          ) : null}
          <TextInput
            label="Or image address"
            placeholder="https://… or /art/…"
            value={value?.src ?? ''}
            // A typed address is shown as it is: no resized copies, no known size.
            onChange={(event) => {
              const src = event.currentTarget.value;
              if (src.trim() === '' && !value?.alt) return onChange(null);
              edit({ src, width: null, height: null, variants: [] });
            }}
            error={otherError}
          />
          <TextInput
            label="Alt text"
            description="What the picture shows, for people who cannot see it."
            value={value?.decorative ? '' : (value?.alt ?? '')}
            disabled={!value || value.decorative}
            maxLength={MAX_ALT_LENGTH + 1}
            onChange={(event) => edit({ alt: event.currentTarget.value })}
            ref={altInputRef}
            error={altError}
            withAsterisk={Boolean(value) && !value?.decorative}
          />
          <Checkbox
            label="Decorative: it adds nothing the text does not say (no alt text)"
            checked={value?.decorative ?? false}
            disabled={!value}
            onChange={(event) => edit({ decorative: event.currentTarget.checked })}
          />
        </Stack>
        <Stack gap="xs">
          <Paper
            withBorder
            radius="md"
            p="xs"
            mih={160}
            aria-label={`Preview of ${label.toLowerCase()}`}
            component="figure"
            m={0}
            style={{ display: 'grid', placeItems: 'center' }}
          >
            {/* Only an address the site may show: an ftp:// or a half-typed one would only be
                refused by the browser's content policy. */}
            {value?.src && isImageAddress(value.src) ? (
              <img
                key={value.src}
                src={value.src}
                srcSet={srcsetOf(value)}
                sizes="240px"
                alt={altOf(value) || 'Preview'}
                style={{ maxWidth: '100%', maxHeight: 180, objectFit: 'contain' }}
              />
            ) : (
              <Text size="sm" c="dimmed" ta="center">
                {value?.src
                  ? 'No preview: an image address starts with https://, http:// or /.'
                  : 'No image yet.'}
              </Text>
            )}
          </Paper>
          {value ? (
            <Group justify="flex-end">
              <Button
                variant="outline"
                color="red.9"
                size="xs"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={remove}
              >
                Remove {label.toLowerCase()}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
