import { memo, useId } from 'react';
import { IMAGE_INTRO_MAX } from '../../../domain/album/album-form';
import type { AlbumTags, TagOption } from '../../../domain/album/album';
import { type FormImage, patchImage } from './use-album-images';
import { PlainTagSelect } from './tag-select';
import { UploadProgress } from '../../components/upload-progress';
import './album-image-item.css';

type Update<T> = T | ((previous: T) => T);

/**
 * One image of the album form: preview, its rule message, intro, space and part tags, cover
 * choice. Memoised, with the form fields' own (stable) setters as props: picked images join the
 * list a few at a time, and each group renders only its own items, not the ones already shown
 * (issue 48). It is plain elements with classes of its own stylesheet (album-image-item.css)
 * in Chakra's tokens, its controls too (drawn as Chakra's Input, Button and Badge, the tag
 * selects as PlainTagSelect): resolving the style props of a dozen Chakra parts per item was
 * most of the 30-40 ms an item took to render at 4x CPU, the controls' parts were still 100-180
 * ms for two items.
 */
export const AlbumImageItem = memo(function AlbumImageItem({
  image,
  index,
  progress,
  isCover,
  tags,
  disabled,
  setImages,
  setCover,
}: {
  image: FormImage;
  index: number;
  /** Upload progress while a submit sends it, else null. */
  progress: number | null;
  isCover: boolean;
  tags: AlbumTags | undefined;
  disabled: boolean;
  /** The `images` field's setter. */
  setImages: (update: Update<FormImage[]>) => void;
  /** The `coverId` field's setter. */
  setCover: (update: Update<string | null>) => void;
}) {
  const onChange = (patch: Partial<FormImage>) => setImages((list) => patchImage(list, image.id, patch));
  const onCover = () => setCover(image.id);
  const onRemove = () => {
    setImages((list) => list.filter((i) => i.id !== image.id));
    setCover((c) => (c === image.id ? null : c));
  };
  const name = `第${index + 1}张图片`;
  return (
    <li>
      <div role="group" aria-label={name} className="album-item" data-error={image.error ? '' : undefined}>
        <div className="album-item__preview">
          <img src={image.previewUrl || undefined} alt={`${name}预览`} decoding="async" />
          {isCover && <span className="album-item__badge">封面</span>}
        </div>
        <div className="album-item__body">
          {image.error && <p className="album-item__error">{image.error}</p>}
          {progress !== null && <UploadProgress value={progress} label={`${name}上传进度`} />}
          <input
            className="album-item__input"
            aria-label="图片描述"
            placeholder={`图片描述（最多${IMAGE_INTRO_MAX}字）`}
            maxLength={IMAGE_INTRO_MAX}
            value={image.intro}
            onChange={(e) => onChange({ intro: e.target.value })}
          />
          <div className="album-item__tags">
            <ImageTag image={name} label="空间" options={tags?.kj ?? []} value={image.spaceTag} onChange={(spaceTag) => onChange({ spaceTag })} />
            <ImageTag image={name} label="局部" options={tags?.jb ?? []} value={image.partTag} onChange={(partTag) => onChange({ partTag })} />
          </div>
          <div className="album-item__actions">
            <button
              type="button"
              className="album-item__button"
              data-variant={isCover ? 'solid' : 'outline'}
              aria-pressed={isCover}
              disabled={disabled || Boolean(image.error)}
              onClick={onCover}
            >
              设为封面
            </button>
            <button type="button" className="album-item__button" data-variant="remove" aria-label={`移除${name}`} disabled={disabled} onClick={onRemove}>
              移除
            </button>
          </div>
        </div>
      </div>
    </li>
  );
});

/** A per-image tag with a visible label; its name says which image ("第1张图片空间"). */
function ImageTag({ image, label, ...select }: { image: string; label: string; options: TagOption[]; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="album-item__tag">
      <label htmlFor={id}>
        <span className="album-item__hidden">{image}</span>
        {label}
      </label>
      <PlainTagSelect id={id} {...select} />
    </div>
  );
}
