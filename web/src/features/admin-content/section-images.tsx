import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ABOUT_IMAGES_MAX } from '@institute/core/content-section/about-images';
import type { ContentSectionInput, SectionType } from '@institute/core/content-section/schema';
import { emptyImage, ImageSetField } from '../../components/image-set-field';
import type { ContentSectionForm } from './content-fields';

type Form = UseFormReturn<ContentSectionForm, unknown, ContentSectionInput>;

/** The first message under `prefix` ("image", "images.1"), for that picture's field. */
const errorUnder = (errors: Record<string, string>, prefix: string) =>
  Object.entries(errors).find(([path]) => path === prefix || path.startsWith(`${prefix}.`))?.[1];

interface SectionImagesProps {
  form: Form;
  type: SectionType;
  /** The content's problems by dot path, once they may be shown. */
  errors: Record<string, string>;
}

/** The hero's picture, or the about section's up to three, beside the section's texts. */
export function SectionImages({ form, type, errors }: SectionImagesProps) {
  if (type === 'hero') {
    return (
      <Controller
        control={form.control}
        name="fields.image"
        render={({ field }) => (
          <ImageSetField
            label="Hero image"
            description="Beside the headline; shown in a square. Empty: the built-in lotus art."
            value={field.value}
            onChange={field.onChange}
            error={errorUnder(errors, 'image')}
          />
        )}
      />
    );
  }
  if (type !== 'about') return null;
  return (
    <Controller
      control={form.control}
      name="fields.images"
      render={({ field }) => {
        const images = field.value;
        return (
          <Stack gap="sm">
            {images.map((image, index) => (
              <ImageSetField
                // Positions, not addresses: a field keeps its place while its picture changes.
                key={index}
                label={`About image ${index + 1}`}
                description={
                  index === 0
                    ? 'Logos or photos beside the text; the first of one or three is shown large. Empty: the built-in art.'
                    : undefined
                }
                value={image}
                onChange={(next) =>
                  field.onChange(
                    next === null
                      ? images.filter((_, at) => at !== index)
                      : images.map((old, at) => (at === index ? next : old)),
                  )
                }
                error={errorUnder(errors, `images.${index}`)}
              />
            ))}
            {images.length < ABOUT_IMAGES_MAX ? (
              <div>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  onClick={() => field.onChange([...images, emptyImage()])}
                >
                  Add an about image
                </Button>
              </div>
            ) : null}
          </Stack>
        );
      }}
    />
  );
}
