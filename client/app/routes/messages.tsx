import { MessagesPage } from '#client/features/messages/components/messages-page.tsx';
import { ProtectedPage } from '#client/features/shell/components/protected-page.tsx';

export default function Page() {
  return (
    <ProtectedPage>
      <MessagesPage />
    </ProtectedPage>
  );
}
