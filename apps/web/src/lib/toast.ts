import { toast as sonner } from "sonner";

export type ToastVariant = "default" | "destructive" | "success";

export type ToastInput = {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  duration?: number;
  /** One button in the toast, such as Undo. */
  action?: { label: string; onClick: () => void } | undefined;
};

const show = { default: sonner, destructive: sonner.error, success: sonner.success } as const;

/**
 * Shows a toast (the <Toaster /> in the layout draws it). The specification shows one toast at a
 * time, so a new one replaces whatever is on screen.
 */
export const toast = ({ title, description, variant = "default", duration, action }: ToastInput) => {
  sonner.dismiss();
  const id = show[variant](title, { description, duration, action });
  return { id, dismiss: () => sonner.dismiss(id) };
};

/** The error toast the specification uses throughout: 'Error' over what went wrong. */
export const toastError = (description: string) => toast({ title: "Error", description, variant: "destructive" });
