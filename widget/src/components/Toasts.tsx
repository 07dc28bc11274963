import { dismissToast, type Toast } from '../state/toasts';
import { useDisplayText } from './Message';
import { useWidget, useWidgetState } from './widget-context';

function ToastItem({ toast }: { toast: Toast }) {
  const { store, translator } = useWidget();
  const displayText = useDisplayText();
  return (
    <div className="foyer-toast" part={`toast toast-${toast.kind}`} data-kind={toast.kind}>
      <span>{displayText(toast.message)}</span>
      <button
        type="button"
        className="foyer-toast-dismiss"
        aria-label={translator.t('toast.dismiss')}
        onClick={() => dismissToast(store, toast.id)}
      >
        ×
      </button>
    </div>
  );
}

/**
 * The toast stack. Errors sit in an assertive live region, everything else in a polite one, so both
 * are announced without moving focus.
 */
export function Toasts() {
  const { translator } = useWidget();
  const { toasts } = useWidgetState();
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const others = toasts.filter((toast) => toast.kind !== 'error');
  return (
    <section className="foyer-toasts" part="toasts" aria-label={translator.t('toast.region')}>
      <div className="foyer-toast-list" role="status">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div className="foyer-toast-list" role="alert">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
