import { useSyncExternalStore } from "react";

/** One toast at a time; a dismissed toast is removed from the queue after a very long delay. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = "default" | "destructive" | "success";

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

const emit = (next: ToastItem[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};

export const dismissToast = (id?: string) => {
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of toasts) {
    if ((id === undefined || item.id === id) && !removalTimers.has(item.id)) {
      removalTimers.set(
        item.id,
        setTimeout(() => {
          removalTimers.delete(item.id);
          emit(toasts.filter((candidate) => candidate.id !== item.id));
        }, TOAST_REMOVE_DELAY),
      );
    }
  }
};

export const toast = (input: ToastInput): { id: string; dismiss: () => void } => {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
};

/** The error toast the specification uses throughout: 'Error' over what went wrong. */
export const toastError = (description: string) => toast({ title: "Error", description, variant: "destructive" });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const noToasts: ToastItem[] = [];

export const useToasts = (): ToastItem[] =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
