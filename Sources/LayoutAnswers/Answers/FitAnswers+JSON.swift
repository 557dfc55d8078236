import LayoutGeometry

// The hot `/fit` answer, written straight to the wire.

extension FitAnswers.UIKitAnswer: JSONWritable {
    /// Written directly (the hot answer), each member's key and punctuation one literal (no container stack, as
    /// the geometry values write themselves); `deviceRegion` is null unless a device region was asked for.
    package func write(to w: CompactJSONEncoder.Writer) {
        w.writeLiteral("{\"semantics\":")
        w.writeString(semantics)
        if let deviceRegion {
            w.writeLiteral(",\"deviceRegion\":")
            try? CompactJSONEncoder.write(deviceRegion, writer: w, depth: w.open.count)
            w.writeLiteral(",\"container\":")
        } else {
            w.writeLiteral(",\"deviceRegion\":null,\"container\":")
        }
        container.write(to: w)
        w.writeLiteral(",\"content\":")
        content.write(to: w)
        w.writeLiteral(",\"aspectRatio\":")
        w.writeNumber(aspectRatio)
        w.writeLiteral(",\"mode\":")
        w.writeString(mode.rawValue)
        w.writeLiteral(",\"alignment\":")
        w.writeString(alignment.rawValue)
        w.writeLiteral(",\"rect\":")
        rect.write(to: w)
        w.writeLiteral(",\"unroundedRect\":")
        unroundedRect.write(to: w)
        w.writeLiteral(",\"contentScale\":")
        contentScale.write(to: w)
        w.writeLiteral(",\"cropped\":")
        cropped.write(to: w)
        w.writeLiteral(",\"scale\":")
        if let scale { w.writeNumber(scale) } else { w.writeLiteral("null") }
        w.writeLiteral(rounded ? ",\"rounded\":true}" : ",\"rounded\":false}")
    }
}

extension FitAnswers.Answer: JSONWritable {
    package func write(to w: CompactJSONEncoder.Writer) {
        switch self {
        case .uikit(let answer): answer.write(to: w)
        case .swiftUI(let answer): try? CompactJSONEncoder.write(answer, writer: w, depth: w.open.count)
        }
    }
}
