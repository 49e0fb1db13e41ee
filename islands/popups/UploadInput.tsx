import type { Ref } from 'react';

// The hidden file input behind every "Upload" button of the library: several files at once,
// emptied after each choice so picking the same file again uploads it again.

interface UploadInputProps {
  ref: Ref<HTMLInputElement>;
  accept: string;
  label: string;
  onFiles: (files: File[]) => void;
  testId?: string;
}

export default function UploadInput({ ref, accept, label, onFiles, testId }: UploadInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      hidden
      multiple
      accept={accept}
      aria-label={label}
      data-testid={testId}
      onChange={(event) => {
        const files = [...(event.currentTarget.files ?? [])];
        event.currentTarget.value = '';
        onFiles(files);
      }}
    />
  );
}
