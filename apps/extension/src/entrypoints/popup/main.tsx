import "../../ui/extension.css";

import { createRoot } from "react-dom/client";

import { PopupApp } from "../../ui/popup-app.tsx";

const container = document.getElementById("root");
if (container) createRoot(container).render(<PopupApp />);
