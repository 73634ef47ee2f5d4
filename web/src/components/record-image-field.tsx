import {
  Controller,
  useWatch,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { imageOf, type SiteImage } from '@institute/core/upload/image-set';
import { ImageSetField } from './image-set-field';

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
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
