// Why this file exists: the interaction scenes are tuned by a handful of sizes, durations, speeds and
// thresholds. They live here, in one place, each with its value and the reason for it, so that no
// magic number hides in a scene and the articles can quote them.

import GraspMotion

/// The tuning values of the interaction scenes, each with its value and the reason for it.
public enum SceneConstants {
    // MARK: drag

    /// 120 pt: the side of the dragged piece. Comfortably larger than a fingertip (about 44 pt), so
    /// that it can be grabbed anywhere and is still visible around the finger.
    public static let pieceSide: Double = 120

    // MARK: flick

    /// 100 pt: the side of the flicked box; a large target, so a finger meets it easily.
    public static let boxSide: Double = 100

    /// 1.5 s: the fixed duration of the `flick-linear` run to the right edge, whatever the release
    /// velocity. Long enough to catch the box on the way; it is the variant that shows why a fixed
    /// duration feels wrong after a fast or a slow throw.
    public static let linearRunDuration: Double = 1.5

    // MARK: moveme

    /// 100 pt: the side of each of the three squares.
    public static let squareSide: Double = 100

    /// 1.2: how much a selected square grows. Enough to read as lifted off the table under a finger,
    /// small enough that the three squares do not overlap when they are laid out 60 pt apart.
    public static let selectedScale: Double = 1.2

    /// 0.25 s: how long a square takes to grow when selected (or to shrink back). A quarter second
    /// reads as a response to the touch, not as a separate animation to wait for.
    public static let selectionDuration: Double = 0.25

    /// 0.1 s: the minimum duration of the long press in `moveme-longpress`, the value the original
    /// comparison used: short enough to feel almost immediate, long enough to be measurably late.
    public static let moveMeLongPressDuration: Double = 0.1

    // MARK: stream

    /// 8 photos in the stream: more than fit across a 1000 pt viewport (six 160 pt photos with their
    /// gaps), so the stream never shows a hole while it wraps around.
    public static let streamPhotoCount: Int = 8

    /// 160 pt: the side of each photo in the stream.
    public static let streamPhotoSide: Double = 160

    /// 20 pt: the gap between two photos of the stream.
    public static let streamPhotoGap: Double = 20

    /// The speeds, in points per second, that two-finger swipes step through; negative moves the
    /// stream to the left. A swipe in the direction of travel takes the next faster speed, a swipe
    /// against it the next slower one, and past the slowest the stream reverses. Each step doubles
    /// the speed, so the change is always noticeable; there is no zero, so the stream never stalls.
    public static let streamSpeeds: [Double] = [-400, -200, -100, 100, 200, 400]

    /// -100 pt/s: the speed the stream starts with, slowly to the left (an index into
    /// ``streamSpeeds``: 2).
    public static let streamInitialSpeedIndex: Int = 2

    // MARK: gallery

    /// 5 images in the gallery: enough to page in both directions from the middle one.
    public static let galleryPageCount: Int = 5

    /// 120 pt: how far (projected with the release velocity at the fast deceleration rate, about a
    /// tenth of a second's travel) a vertical drag must take the image to dismiss the gallery. About a
    /// sixth of a phone's height: a deliberate pull or flick, not a wobble.
    public static let galleryDismissDistance: Double = 120

    /// 0.5: the smallest scale a vertical drag shrinks the image to, reached after a drag of the
    /// viewport's full height; the image shrinks in proportion before that.
    public static let galleryMinimumDragScale: Double = 0.5

    /// 0.7: the pinch scale below which releasing dismisses the gallery. A pinch to 70 % is clearly
    /// meant as "away"; above it the image springs back to full size.
    public static let galleryDismissScale: Double = 0.7

    /// 3: the largest zoom of a page's image. Enough to read detail in a photo; beyond it a photo of
    /// screen resolution only gets blurrier.
    public static let galleryMaximumZoomScale: Double = 3

    /// 2.5: the zoom a double tap takes a page's image to, about the tapped point (below the maximum, so
    /// a pinch can still go further).
    public static let galleryDoubleTapZoomScale: Double = 2.5

    /// 0.25: the scale a dismissed image shrinks to before it disappears.
    public static let galleryDismissedScale: Double = 0.25

    // MARK: list, box-in-list, carousels

    /// 500 rows in `list` and `box-in-list`: far more than fit on any screen (30,000 pt of content), so
    /// a flick never reaches the end by accident and the rows must be reused, as a table view's cells.
    public static let listRowCount: Int = 500

    /// 60 pt: the height of a row. A comfortable touch target (well above 44 pt) with room for a
    /// 40 pt initial and a name, about the height of a contacts list's row with a picture.
    public static let listRowHeight: Double = 60

    /// 40 pt: the diameter of the coloured circle with a row's initial, leaving 10 pt above and below
    /// it in a row.
    public static let listInitialSide: Double = 40

    /// Row 4 holds the box of `box-in-list`: on screen at the start on any phone or laptop, with rows
    /// above it to show that the box scrolls with them.
    public static let listBoxRow: Int = 4

    /// 8 carousels in `carousels`: more than fit on a screen (each shelf is 272 pt), so the list
    /// scrolls, and few enough to keep every card a node.
    public static let carouselCount: Int = 8

    /// 5 pages per carousel: enough to page both ways from the middle, as the gallery.
    public static let carouselPageCount: Int = 5

    /// 200 pt: the height of a carousel, a card's height. Large enough to aim a sideways flick at,
    /// small enough that two or three shelves show at once.
    public static let carouselHeight: Double = 200

    /// 40 pt: the height of a shelf's title above its carousel.
    public static let carouselTitleHeight: Double = 40

    /// 32 pt: the space above each shelf's title (and below the last carousel), separating the shelves.
    public static let carouselGap: Double = 32

    /// 16 pt: the margin on each side of a card within its page, so that neighbouring cards show a gap
    /// while a carousel moves.
    public static let carouselCardInset: Double = 16
}
