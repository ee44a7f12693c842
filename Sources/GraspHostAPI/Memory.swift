// Why this file exists: every WebAssembly module of Grasp (the lab's, with version 2's scene calls, and the
// library a page downloads) answers the ABI's version and lends the host memory to pass records and text
// in. These three functions are that common ground; they compile natively too, so the native tests call them
// as JavaScript does.

/// The version of the module's ABI: 3. Version 3 is version 2's calls (the lab's module keeps every one,
/// unchanged) and the host API's (``GraspHost``, the article <doc:HostABI>).
@_expose(wasm, "grasp_api_version") @_cdecl("grasp_api_version")
public func graspAPIVersion() -> Int32 {
    GraspHost.abiVersion
}

/// Allocates `size` bytes (for records or text passed in) and returns their address, or null when `size` is
/// negative or above 64 MiB. Give them back with ``graspFree(_:)``.
@_expose(wasm, "grasp_alloc") @_cdecl("grasp_alloc")
public func graspAlloc(_ size: Int32) -> UnsafeMutableRawPointer? {
    guard size >= 0, size <= 64 << 20 else { return nil }
    return UnsafeMutableRawPointer.allocate(byteCount: Int(max(size, 1)), alignment: 8)
}

/// Frees memory that ``graspAlloc(_:)`` returned; null is ignored.
@_expose(wasm, "grasp_free") @_cdecl("grasp_free")
public func graspFree(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}
