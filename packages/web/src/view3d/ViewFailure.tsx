import { Component, type ReactNode } from 'react';

interface Props {
  readonly onFailure: (reason: string) => void;
  readonly children: ReactNode;
}

/** Catches a 3D view that fails while loading or drawing (a lost chunk, a WebGL error). */
export class ViewFailure extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailure(error instanceof Error ? error.message : String(error));
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
