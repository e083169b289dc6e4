import { UploadArticleCover } from '../../../application/articles/upload-article-cover';
import { ARTICLE_COVER_HINT } from '../../../domain/article/article-form';
import { useService } from '../../platform/container-context';
import { CoverUploadField, type StoredCover } from '../../components/cover-upload-field';

/** 文章封面: JPG/PNG/JPEG, uploaded as soon as it is chosen; the form keeps the stored key. */
export function CoverField(props: {
  url: string;
  error?: string;
  disabled: boolean;
  onChange: (cover: StoredCover) => void;
}) {
  const upload = useService(UploadArticleCover);
  return (
    <CoverUploadField
      {...props}
      name="文章封面"
      width="196px"
      height="118px"
      hint={`JPG/PNG/JPEG，${ARTICLE_COVER_HINT}`}
      upload={upload}
    />
  );
}
