import { useId } from 'react';
import { MAX_IMAGES, MIN_IMAGES } from '../../../domain/album/album-images';
import type { AlbumTags } from '../../../domain/album/album';
import { withForm } from '../../components/form/form-kit';
import { useFormFileWork } from '../../components/form/form-parts';
import { AlbumImageItem } from './album-image-item';
import type { AlbumEditorValues } from './use-album-drafts';
import { effectiveCover, useImagePicker } from './use-album-images';
import { nextTask } from '../../components/next-task';
import './album-images-field.css';

/**
 * Picked images join the list one per task: twenty items rendered and their thumbnails decoded
 * at once held the page for up to 1.4 s at a phone's speed, two per frame still 100-180 ms
 * (issue 48). Between two images the browser handles input and draws a frame when one is due.
 * An item is plain elements (AlbumImageItem) and the items already shown are not rendered
 * again; what renders again around them (the hint, the list) is plain elements too
 * (album-images-field.css).
 */
const HIDDEN = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const;

/**
 * 选择图片 (several at once) and the picked images, the form's `images` and `coverId` fields;
 * the input stays keyboard-reachable behind its label. While picked files are being checked the
 * form does not submit (it would go without them).
 */
export const AlbumImagesField = withForm({
  defaultValues: {} as AlbumEditorValues,
  props: {
    tags: undefined as AlbumTags | undefined,
    disabled: false,
    progress: {} as Readonly<Record<string, number>>,
    preview: (() => '') as (file: Blob) => string,
  },
  render: function Render({ form, tags, disabled, progress, preview }) {
    const hint = useId();
    const pick = useImagePicker();
    const track = useFormFileWork();
    return (
      <form.Field name="coverId">
        {(cover) => (
          <form.Field name="images">
            {(field) => {
              const images = field.state.value;
              const coverId = effectiveCover(images, cover.state.value);
              const usable = images.filter((i) => !i.error).length;
              const add = (files: File[]) =>
                track(
                  (async () => {
                    const added = await pick(files, images.length);
                    for (const [i, image] of added.entries()) {
                      if (i > 0) await nextTask();
                      const joining = { ...image, previewUrl: preview(image.file) };
                      field.handleChange((list) => [...list, joining]);
                    }
                  })(),
                );
              return (
                <div className="album-images">
                  <div className="album-images__pick">
                    <PickButton disabled={disabled} hint={hint} onFiles={(files) => void add(files)} />
                    <p id={hint} className="album-images__hint">
                      JPG/JPEG/PNG，200K-5M，高度不低于650像素，{MIN_IMAGES}-{MAX_IMAGES}张；已选 {images.length} 张，可用 {usable} 张
                    </p>
                  </div>
                  {images.length > 0 && (
                    <ul className="album-images__list" aria-label="已选图片">
                      {images.map((image, index) => (
                        <AlbumImageItem
                          key={image.id}
                          image={image}
                          index={index}
                          progress={progress[image.id] ?? null}
                          isCover={coverId === image.id}
                          tags={tags}
                          disabled={disabled}
                          setImages={field.handleChange}
                          setCover={cover.handleChange}
                        />
                      ))}
                    </ul>
                  )}
                </div>
              );
            }}
          </form.Field>
        )}
      </form.Field>
    );
  },
});

/** The file input behind its visible label 选择图片. */
function PickButton({ disabled, hint, onFiles }: { disabled: boolean; hint: string; onFiles: (files: File[]) => void }) {
  return (
    <label className="album-images__pick-button" data-disabled={disabled ? '' : undefined}>
      <input
        type="file"
        multiple
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        style={HIDDEN}
        disabled={disabled}
        aria-describedby={hint}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      选择图片
    </label>
  );
}
