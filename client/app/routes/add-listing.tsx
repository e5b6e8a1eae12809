import { AddPostPage } from '#client/features/posts/components/add-post-page.tsx';

export default function Page() {
  return <AddPostPage />;
}
