import CCairo

/// Turns a Cairo status into a thrown `RenderError` naming what was being done.
func checkCairo(_ status: cairo_status_t, _ context: @autoclosure () -> String) throws {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    throw RenderError.cairo(String(cString: cairo_status_to_string(status)), context: context())
}
