import { FavoriteButton } from '#client/features/favorites/components/favorite-button.tsx';

/**
 * The heart of a post's card, over its picture's bottom corner on every card (the catalogue's and
 * the small ones under a detail page), so that the title keeps the card's width. It sits above the
 * card's stretched title link.
 */
export function PostCardHeart({ post }: { post: { id: string; title: string } }) {
  return (
    <div className="absolute bottom-2 end-2">
      <FavoriteButton target={{ type: 'post', id: post.id }} name={post.title} />
    </div>
  );
}
