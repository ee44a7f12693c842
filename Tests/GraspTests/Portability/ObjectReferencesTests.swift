// Why this file exists: the portability seam (Portability/ObjectReferences.swift) must keep the native
// semantics of `weak` and `unowned` exactly, and the relationships that go through it must unlink
// themselves, because in Embedded Swift its references do not know when their object goes. These tests pin
// both halves natively: what the references read, and that each `forget` clears exactly its own end.

@testable import Grasp
@testable import GraspCore
import Testing

private final class Box {
    var value = 1
}

private final class Holder {
    @WeakReference var box: Box?
}

@Suite("Portability: the object references of the seam")
struct ObjectReferencesTests {
    @Test("a WeakReference reads its object while it lives and nil once it is gone, as weak does")
    func weakReference() {
        var box: Box? = Box()
        let reference = WeakReference(box)
        #expect(reference.object === box)
        box = nil
        #expect(reference.object == nil)
    }

    @Test("WeakReference as a property wrapper does not keep its object alive")
    func weakPropertyWrapper() {
        let holder = Holder()
        var box: Box? = Box()
        holder.box = box
        #expect(holder.box?.value == 1)
        box = nil
        #expect(holder.box == nil)
    }

    @Test("an UnownedReference reads its object, without keeping it alive")
    func unownedReference() {
        var box: Box? = Box()
        let reference = UnownedReference(box!)
        reference.object.value = 2
        #expect(box?.value == 2)
        let check = WeakReference(box)
        box = nil
        #expect(check.object == nil)
    }

    @Test("a sequence gate forgets exactly the end of the recognizer that goes")
    func sequenceLinkForgets() {
        let leader = PanGestureRecognizer(name: "leader")
        let follower = PanGestureRecognizer(name: "follower")
        let link = SequenceLink(leader: leader, follower: follower)
        link.forget(ObjectIdentifier(follower))
        #expect(link.leader === leader)
        #expect(link.follower == nil)
        link.forget(ObjectIdentifier(leader))
        #expect(link.leader == nil)
    }

    @Test("a provisional recognition forgets the recognizer that goes, whether it went ahead or was skipped")
    func provisionalRecognitionForgets() {
        let tap = TapGestureRecognizer(name: "tap")
        let double = TapGestureRecognizer(name: "double")
        let other = TapGestureRecognizer(name: "other")
        let entry = ProvisionalRecognition(recognizer: tap, pending: [WeakRecognizer(double), WeakRecognizer(other)])
        entry.forget(ObjectIdentifier(double))
        #expect(entry.pending.count == 1)
        #expect(entry.pending.first?.value === other)
        #expect(entry.recognizer === tap)
        entry.forget(ObjectIdentifier(tap))
        #expect(entry.recognizer == nil)
        #expect(entry.pending.count == 1)
    }

    @Test("an engine that goes while a scroll view moves clears the scroll view's reference to it")
    func engineGoesFirst() {
        let scrollView = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = Size(width: 100, height: 1000)
        var engine: GestureEngine? = GestureEngine(rootNode: scrollView)
        engine?.tick(0)
        scrollView.setContentOffset(Point(x: 0, y: 500), animated: true)
        engine?.tick(0.016)
        #expect(scrollView.tickToken != nil)
        #expect(scrollView.tickingEngine === engine)
        engine = nil
        #expect(scrollView.tickingEngine == nil)
    }
}
