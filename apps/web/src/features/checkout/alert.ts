/** A blocking alert, as the specs ask for a failed payment ('Payment Failed! ' + the description). */
export function showAlert(message: string): void {
  window.alert(message);
}
