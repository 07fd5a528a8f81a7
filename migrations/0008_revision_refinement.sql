-- Typed refinements (docs/api.md, "Refinements"): the button's change a version answers, as JSON
-- ({"kind":"translate","locale":"de"}), beside the chat message it answers (instruction, as typed).
-- Versions written before this column have only their instruction.
ALTER TABLE revisions ADD COLUMN refinement TEXT;
