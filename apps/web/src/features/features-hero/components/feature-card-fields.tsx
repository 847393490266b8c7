import type { FeaturesHeroInput } from "@promptloom/contracts/features-hero";
import { featureIconNames } from "@promptloom/contracts/site-content";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useWatch } from "react-hook-form";

import { featureIcons } from "../../../components/feature-icons.ts";
import { Field } from "../../../components/form/field.tsx";
import { Button } from "../../../components/ui/button.tsx";

/** "layout-dashboard" is offered as "Layout dashboard". */
const iconLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll("-", " ");

/** One feature card of the editor: its name, summary and icon, and buttons to move it. */
export function FeatureCardFields({
  index,
  count,
  onMove,
}: {
  index: number;
  count: number;
  /** Moves the card to `to`; the editor keeps the focus on the pressed button. */
  onMove: (to: number, button: "up" | "down") => void;
}) {
  const [name, icon] = useWatch<FeaturesHeroInput>({ name: [`features.${index}.name`, `features.${index}.icon`] }) as [
    string,
    keyof typeof featureIcons,
  ];
  const Icon = featureIcons[icon] ?? featureIcons.star;
  const label = name.trim() || `Card ${index + 1}`;
  return (
    <fieldset className="space-y-3 rounded-lg border border-border p-4">
      <legend className="flex items-center gap-2 px-1 text-sm font-medium">
        <Icon aria-hidden="true" className="size-4 text-primary-text" />
        {index + 1}. {label}
      </legend>
      <div className="grid gap-3 md:grid-cols-[1fr_14rem]">
        <Field name={`features.${index}.name`} id={`feature-${index}-name`} label="Name" />
        <Field name={`features.${index}.icon`} id={`feature-${index}-icon`} label="Icon" select>
          {featureIconNames.map((option) => (
            <option key={option} value={option}>
              {iconLabel(option)}
            </option>
          ))}
        </Field>
      </div>
      <Field name={`features.${index}.summary`} id={`feature-${index}-summary`} label="Summary" multiline rows={2} />
      <div className="flex justify-end gap-2">
        <Button
          id={`feature-${index}-up`}
          variant="outline"
          size="sm"
          disabled={index === 0}
          aria-label={`Move ${label} up`}
          onClick={() => onMove(index - 1, "up")}
        >
          <ArrowUp aria-hidden="true" />
          Up
        </Button>
        <Button
          id={`feature-${index}-down`}
          variant="outline"
          size="sm"
          disabled={index === count - 1}
          aria-label={`Move ${label} down`}
          onClick={() => onMove(index + 1, "down")}
        >
          <ArrowDown aria-hidden="true" />
          Down
        </Button>
      </div>
    </fieldset>
  );
}
