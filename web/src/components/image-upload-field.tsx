import '@mantine/core/styles/Progress.css';
import { useEffect, useRef, useState } from 'react';
import {
  Center,
  FileInput,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCircleCheck, IconPhotoUp } from '@tabler/icons-react';
import {
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { IMAGE_ACCEPT } from '@institute/core/upload/rules';
import { checkImageFile, uploadImage } from '../lib/upload-image';
import { errorMessage } from './notify';

type UploadState =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number }
  | { step: 'done'; url: string }
  | { step: 'error'; message: string };

interface ImageUploadFieldProps<TForm extends FieldValues, TInput> {
  form: UseFormReturn<TForm, unknown, TInput>;
  /** The form field holding the image's address (typed, or filled in by an upload). */
  name: Path<TForm>;
  label?: string;
}

/** What the API accepts as an image address; anything else gets no preview. */
const PREVIEWABLE = /^(https?:\/\/|\/)/i;

/**
 * The image of a record: its address can be typed (as before) or filled in by uploading a file.
 * A picked file is checked here first (type by content, size), then uploaded with progress; the
 * preview follows whatever address the field holds. Failures show under the picker and change
 * nothing else in the form.
 */
export function ImageUploadField<TForm extends FieldValues, TInput>({
  form,
  name,
  label = 'Image URL',
}: ImageUploadFieldProps<TForm, TInput>) {
  const { register, control, setValue, getFieldState, formState } = form;
  const url = ((useWatch({ control, name }) as string | undefined) ?? '').trim();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  // The address whose image failed to load: the preview says so instead of showing a gap.
  const [broken, setBroken] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  const resetPicker = useRef<() => void>(null);

  // A closed dialog stops its upload; the pending object then expires in the bucket.
  useEffect(() => () => upload.current?.abort(), []);

  async function pick(picked: File | null) {
    upload.current?.abort();
    setFile(picked);
    // Lets the same file be picked again after a failure.
    resetPicker.current?.();
    if (!picked) return setState({ step: 'idle' });

    const checked = await checkImageFile(picked);
    if (!checked.ok) return setState({ step: 'error', message: checked.message });

    const controller = new AbortController();
    upload.current = controller;
    setState({ step: 'uploading', percent: 0 });
    try {
      const uploaded = await uploadImage(picked, checked.type, {
        signal: controller.signal,
        onProgress: (fraction) =>
          setState({ step: 'uploading', percent: Math.round(fraction * 100) }),
      });
      setValue(name, uploaded as PathValue<TForm, Path<TForm>>, {
        shouldDirty: true,
        shouldValidate: true,
      });
      setState({ step: 'done', url: uploaded });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ step: 'error', message: errorMessage(error) });
    }
  }

  const fieldError = getFieldState(name, formState).error?.message;
  const showPreview = PREVIEWABLE.test(url);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Stack gap="sm">
        <TextInput
          label={label}
          placeholder="https://… or upload an image"
          error={fieldError}
          {...register(name)}
        />
        <FileInput
          label="Upload image"
          description="JPEG, PNG or WebP, up to 5 MB."
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
              Uploading image… {state.percent}%
            </Text>
          </Stack>
        ) : state.step === 'done' && state.url === url ? (
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden="true" />
            <Text size="sm" role="status">
              Image uploaded. Save to keep it.
            </Text>
          </Group>
        ) : null}
      </Stack>
      <Paper
        withBorder
        radius="md"
        p="xs"
        mih={160}
        aria-label="Image preview"
        component="figure"
        m={0}
      >
        <Center h="100%" mih={140}>
          {showPreview && broken !== url ? (
            <Image
              // A new element per address, so a failed one does not stick.
              key={url}
              src={url}
              alt="Preview of the image"
              mah={180}
              fit="contain"
              radius="sm"
              onError={() => setBroken(url)}
            />
          ) : (
            <Text size="sm" c="dimmed" ta="center">
              {showPreview ? 'The image at this address could not be loaded.' : 'No image yet.'}
            </Text>
          )}
        </Center>
      </Paper>
    </SimpleGrid>
  );
}
