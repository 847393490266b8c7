import { useOutletContext } from "react-router";

/** What the members-area layout offers its screens. */
export type MemberOutletContext = {
  /** Opens the voice capture dialog, as the floating microphone does. */
  openVoiceCapture: () => void;
};

export const useMemberOutlet = () => useOutletContext<MemberOutletContext>();
