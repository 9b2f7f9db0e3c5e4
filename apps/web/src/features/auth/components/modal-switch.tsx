import type { MessageId } from '@acp/shared';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '@/app/hooks';
import { textLink } from '@/components/button-styles';
import { openModal } from '../stores/modal-slice';

/** "Don't have an account? Sign Up" under one auth modal: switches to the other. */
export function ModalSwitch({ id, to }: { id: MessageId; to: 'login' | 'signup' }) {
  const dispatch = useAppDispatch();
  return (
    <p className="mt-6 text-center text-sm text-slate-600">
      <FormattedMessage
        id={id}
        values={{
          switch: (text) => (
            <button
              type="button"
              onClick={() => dispatch(openModal(to))}
              // A whole tap target on a phone, though it reads as a link in the sentence.
              className={`${textLink} inline-flex min-h-11 items-center px-1`}
            >
              {text}
            </button>
          ),
        }}
      />
    </p>
  );
}
