import { Link, Outlet } from 'react-router-dom';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ImageLibraryList } from './components/ImageLibraryList';
import styles from './components/ImageLibraryPage.module.css';
import { ImageThumbnail } from './components/ImageThumbnail';
import { ImageUploader } from './components/ImageUploader';

/**
 * The design library's "your images" tab: upload (button or drop), the images as a paged grid of
 * thumbnails, each opening its details; the details, editor and delete dialogs open over it.
 */
export function ImageLibraryPage() {
  return (
    <section className={styles.page} aria-labelledby="image-library-heading">
      <h2 id="image-library-heading" className={styles.heading}>
        Your images
      </h2>
      <ImageUploader />
      <ImageLibraryList
        label="Your images"
        renderItem={(image) => (
          <Link to={`${image.id}/details`} className={styles.link}>
            <ImageThumbnail image={image} />
          </Link>
        )}
        emptyState={
          <EmptyState title="Upload your first image">
            <p>Images you upload here can be placed in any of your designs. Upload GIF, JPEG or PNG files of up to 4 MB.</p>
          </EmptyState>
        }
      />
      <Outlet />
    </section>
  );
}
