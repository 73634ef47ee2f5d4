import {
  Controller,
  useWatch,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { imageOf, type SiteImage } from '@institute/core/upload/image-set';
import { ImageSetField } from './image-set-field';

/**
 * The first message of a field's error, however deep the schema put it: the picture's checks
 * name `image.alt` or `image.variants.2.src`, never `image` itself.
 */
function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    // `ref` is the input element, not a part of the error.
    if (key === 'ref') continue;
    const found = firstErrorMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** A form with a record's picture: `image` (the set), and `image_url` from before image sets. */
type WithImage = { image?: unknown; image_url?: string | null };

interface RecordImageFieldProps<TForm extends FieldValues & WithImage, TInput> {
  form: UseFormReturn<TForm, unknown, TInput>;
  label: string;
  description: string;
}

/**
 * A course's, team member's or testimonial's picture. The form holds the set in `image`; a record
 * saved before image sets has only an address in `image_url`, which shows as its picture until
 * another is chosen, and then goes.
 */
export function RecordImageField<TForm extends FieldValues & WithImage, TInput>({
  form,
  label,
  description,
}: RecordImageFieldProps<TForm, TInput>) {
  // One concrete shape here; the entity's form has these fields and more.
  const { control, setValue } = form as unknown as UseFormReturn<WithImage, unknown, TInput>;
  const imageUrl = useWatch({ control, name: 'image_url' });
  return (
    <Controller
      control={control}
      name={'image' as Path<WithImage>}
      render={({ field, fieldState }) => (
        <ImageSetField
          label={label}
          description={description}
          // The field holds what it gave or what was stored: always a whole set, or null.
          value={(field.value as SiteImage | null | undefined) ?? imageOf({ image_url: imageUrl })}
          onChange={(image) => {
            field.onChange(image);
            setValue('image_url', null, { shouldDirty: true });
          }}
          error={firstErrorMessage(fieldState.error)}
          // A refused save brings the person to the picture's alt text, beside its message.
          altInputRef={field.ref}
        />
      )}
    />
  );
}
