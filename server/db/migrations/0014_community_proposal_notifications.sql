-- Community proposals are decided in the admin panel (docs/decisions/013-admin.md): the proposer is
-- told that their community was approved or refused (with the reason), two new notification kinds.
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'new_message', 'post_favorited', 'verification_approved', 'verification_rejected',
  'community_reply', 'report_handled', 'post_removed', 'password_changed',
  'community_approved', 'community_refused'
));
