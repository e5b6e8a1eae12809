import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '#client/lib/texts.tsx';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import { postPath } from '#common/post-path.ts';
import { ApiError } from '#client/lib/api.ts';
import { useSavePost, type SavePostVariables } from '../api/save-post.ts';

/**
 * Sends a post form: on success `onSaved` (the form forgets its draft), a toast and the detail
 * page; field errors from the server land beside their fields, anything else in a toast.
 */
export function useSubmitPost<V extends FieldValues>(setError: UseFormSetError<V>, onSaved?: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePost();
  const submit = async (variables: SavePostVariables) => {
    try {
      const ref = await save.mutateAsync(variables);
      onSaved?.();
      toast.success(t(variables.id ? 'postForm.saved' : 'postForm.published'));
      await navigate(postPath(ref.kind, ref.id));
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) setError(field as Path<V>, { message });
      }
      toast.error(t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
    }
  };
  return { submit, isSaving: save.isPending };
}
