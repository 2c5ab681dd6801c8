/** What RichTextEditor takes: an antd Form control (value/onChange) plus what a field needs. */
export interface RichTextEditorProps {
  /** HTML; '' for an empty text. */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** Given by Form.Item; lands on the editable area. */
  id?: string;
  /** The accessible name of the editable area (a contenteditable is not labelled by <label for>). */
  'aria-label'?: string;
  disabled?: boolean;
}
