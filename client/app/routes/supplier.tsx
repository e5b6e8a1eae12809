import { PostDetailPage } from '#client/features/posts/components/post-detail-page.tsx';

export default function Page() {
  return <PostDetailPage kind="product" />;
}
